import { describe, expect, it } from 'vitest';
import { EMPTY_DEFINITION, type TFormDefinition } from '@quad/forms-engine/shared/definition';
import { fieldsToLocate, firstError, sourcesToRun, startingValues } from './starting-values';

const definition: TFormDefinition = {
  ...EMPTY_DEFINITION,
  plugins: [
    { type: 'prefill', field: 'text_3_1', from: 'realname' },
    { type: 'prefill', field: 'studentno_3_2', from: 'number' },
    { type: 'locate', field: 'location_3_3' },
  ],
  dataSources: [
    { id: 'mates', table: 'table_3_4', label: '同学', kind: 'lastAnswer', initial: true },
    { id: 'later', table: 'table_3_5', label: '其他', kind: 'static', initial: false },
  ],
};
const profile = { realname: '张三', number: '2024001' };

describe('starting a fill', () => {
  it('prefills empty fields from the profile, never over an answer', () => {
    expect(startingValues({ definition, form: { editable: false }, profile })).toEqual({ text_3_1: '张三', studentno_3_2: '2024001' });
    expect(startingValues({ definition, form: { editable: false }, profile, draft: { text_3_1: '张三丰' } })).toMatchObject({ text_3_1: '张三丰' });
  });

  it('takes the draft first, my answer only when it may be edited', () => {
    const mine = { values: { text_3_1: '旧' } };
    expect(startingValues({ definition, form: { editable: true }, profile, mine })).toMatchObject({ text_3_1: '旧' });
    expect(startingValues({ definition, form: { editable: false }, profile, mine })).toMatchObject({ text_3_1: '张三' });
    expect(startingValues({ definition, form: { editable: true }, profile, mine, draft: { text_3_1: '草稿' } })).toMatchObject({ text_3_1: '草稿' });
  });

  it('runs initial sources for empty tables and locates empty location fields', () => {
    expect(sourcesToRun(definition, {}).map((s) => s.id)).toEqual(['mates']);
    expect(sourcesToRun(definition, { table_3_4: [{ a: '1' }] })).toEqual([]);
    expect(fieldsToLocate(definition, {})).toEqual(['location_3_3']);
    expect(fieldsToLocate(definition, { location_3_3: { lng: 1, lat: 2, address: 'x' } })).toEqual([]);
  });

  it('finds the first error in the order shown, with the row of a table cell', () => {
    const keys = ['a', 'table_3_4', 'c'];
    expect(firstError(keys, { c: 'x', 'table_3_4.3.name': 'y' })).toEqual({ key: 'table_3_4', row: 3 });
    expect(firstError(keys, { c: 'x' })).toEqual({ key: 'c' });
    expect(firstError(keys, { version: '表单版本不存在' })).toBeUndefined();
  });
});
