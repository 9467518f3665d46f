import { describe, expect, it } from 'vitest';
import type { TField } from '../../shared/definition';
import { FieldStats } from './service-stats';

const FIELDS: TField[] = [
  { key: 'radio_1_1', kind: 'radio', label: '选择', options: [{ value: 'a', label: '甲' }] },
  { key: 'checkbox_1_2', kind: 'checkbox', label: '多选', options: [{ value: 'x', label: '某' }] },
  { key: 'computed_1_3', kind: 'computed', label: '合计', formula: '1' },
  { key: 'description_1_4', kind: 'description', label: '说明' },
];

describe('field statistics', () => {
  it('lists a retired option by its value, skips empty answers and non-numbers', () => {
    const stats = new FieldStats(FIELDS);
    stats.add({ radio_1_1: 'a', checkbox_1_2: [], computed_1_3: 0.1 });
    stats.add({ radio_1_1: 'old', checkbox_1_2: ['x'], computed_1_3: 0.2 });
    stats.add({ radio_1_1: '', computed_1_3: 'abc' });
    expect(stats.result()).toEqual([
      { key: 'radio_1_1', label: '选择', kind: 'radio', answered: 2, options: [{ value: 'a', label: '甲', count: 1 }, { value: 'old', label: 'old', count: 1 }] },
      { key: 'checkbox_1_2', label: '多选', kind: 'checkbox', answered: 1, options: [{ value: 'x', label: '某', count: 1 }] },
      { key: 'computed_1_3', label: '合计', kind: 'computed', answered: 3, numbers: { min: 0.1, max: 0.2, avg: 0.15, sum: 0.3 } },
    ]);
  });

  it('answers zeros for a number field nobody answered', () => {
    expect(new FieldStats([FIELDS[2]]).result()[0].numbers).toEqual({ min: 0, max: 0, avg: 0, sum: 0 });
  });
});
