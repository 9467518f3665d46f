import { describe, expect, it } from 'vitest';
import type { TField } from '@quad/forms-engine/shared/definition';
import { testField, testTable } from '@quad/forms-engine/shared/test-fields';
import { conditionSources, duplicateField, formulaKeys, moveItem, newField, nextKey, setProp } from './field-kinds';

const fields: TField[] = [
  testField('text_7_1', '姓名'),
  testField('number_7_4', '人数'),
  testTable('table_7_2', '明细', [testField('number_7_9', '金额'), testField('text_7_3', '用途')]),
];

describe('field keys', () => {
  it('numbers a new key one past the largest of the form, columns included', () => {
    expect(nextKey(fields, 'radio', 7)).toBe('radio_7_10');
    expect(nextKey([], 'date', 563)).toBe('date_563_1');
  });

  const texts = { option: (n: number) => `选项${n}`, column: (n: number) => `第${n}列` };

  it('starts choice fields with two options, tables with a column and uploads with one file', () => {
    const radio = newField(fields, 'radio', 7, '单选', texts);
    expect(radio.options).toEqual([
      { value: '1', label: '选项1' },
      { value: '2', label: '选项2' },
    ]);
    const table = newField(fields, 'table', 7, '子表', texts);
    expect(table.key).toBe('table_7_10');
    expect(table.columns).toEqual([{ key: 'text_7_11', kind: 'text', label: '第1列' }]);
    expect(newField([], 'image', 7, '图片', texts).maxCount).toBe(1);
  });

  it('duplicates a field under itself with fresh keys for it and its columns', () => {
    const next = duplicateField(fields, 2, 7, '（副本）');
    expect(next.map((f) => f.key)).toEqual(['text_7_1', 'number_7_4', 'table_7_2', 'table_7_10']);
    expect(next[3].label).toBe('明细（副本）');
    expect(next[3].columns?.map((c) => c.key)).toEqual(['number_7_11', 'text_7_12']);
    expect(fields[2].columns?.[0].key).toBe('number_7_9');
  });
});

describe('moving fields', () => {
  it('moves an item up and down and ignores moves off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('what a field may refer to', () => {
  it('offers conditions on answering fields above only', () => {
    expect(conditionSources(fields, 2).map((f) => f.key)).toEqual(['text_7_1', 'number_7_4']);
    expect(conditionSources(fields, 0)).toEqual([]);
  });

  it('lists the number fields and number columns a formula may use', () => {
    expect(formulaKeys(fields, 'computed_7_11')).toEqual(['{number_7_4}', 'sum({table_7_2}.{number_7_9})']);
  });

  it('drops a cleared property instead of keeping an empty one', () => {
    const field = setProp({ key: 'number_7_4', kind: 'number', label: '人数', min: 1 }, 'min', undefined);
    expect('min' in field).toBe(false);
    expect(setProp(field, 'unit', '人').unit).toBe('人');
    expect('unit' in setProp(field, 'unit', '')).toBe(false);
  });
});
