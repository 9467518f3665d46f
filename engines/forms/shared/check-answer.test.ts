import { describe, expect, it } from 'vitest';
import type { TColumn, TField } from './definition';
import { checkAnswer, isVisible, visibleFields } from './check-answer';

const OPTIONS = [
  { value: 'yes', label: '是' },
  { value: 'no', label: '否' },
  { value: 'maybe', label: '不确定' },
];

const leave: TField[] = [
  { key: 'radio_1_1', kind: 'radio', label: '是否离校', required: true, options: OPTIONS },
  { key: 'date_1_2', kind: 'date', label: '离校日期', required: true, visibleIf: { field: 'radio_1_1', op: 'eq', value: 'yes' } },
  { key: 'text_1_3', kind: 'text', label: '目的地', visibleIf: { field: 'date_1_2', op: 'filled' } },
  { key: 'text_1_4', kind: 'text', label: '留校原因', required: true, visibleIf: { field: 'radio_1_1', op: 'ne', value: 'yes' } },
  { key: 'text_1_5', kind: 'text', label: '说明', visibleIf: { field: 'radio_1_1', op: 'in', values: ['no', 'maybe'] } },
];

describe('required fields', () => {
  it('asks for each required field left empty, in the wording of its kind', () => {
    const fields: TField[] = [
      { key: 'text_1_1', kind: 'text', label: '姓名', required: true },
      { key: 'radio_1_2', kind: 'radio', label: '性别', required: true, options: OPTIONS },
      { key: 'image_1_3', kind: 'image', label: '照片', required: true },
      { key: 'text_1_4', kind: 'text', label: '备注' },
    ];
    expect(checkAnswer({ fields }, { text_1_1: '  ', image_1_3: [] })).toEqual({
      values: {},
      errors: { text_1_1: '请填写姓名', radio_1_2: '请选择性别', image_1_3: '请上传照片' },
    });
  });

  it('keeps the cleaned values and reports a bad value rather than a missing one', () => {
    const fields: TField[] = [
      { key: 'text_1_1', kind: 'text', label: '姓名', required: true },
      { key: 'number_1_2', kind: 'number', label: '年龄', required: true, max: 100 },
    ];
    expect(checkAnswer({ fields }, { text_1_1: ' 张三 ', number_1_2: '101' })).toEqual({
      values: { text_1_1: '张三' },
      errors: { number_1_2: '年龄不能大于100' },
    });
  });

  it('never asks for a description', () => {
    const fields: TField[] = [{ key: 'description_1_1', kind: 'description', label: '须知', html: '<p>请如实填写</p>', required: true }];
    expect(checkAnswer({ fields }, { description_1_1: 'x' })).toEqual({ values: {}, errors: {} });
  });
});

describe('conditional fields', () => {
  it('shows a field whose condition holds (eq, filled, chained)', () => {
    const result = checkAnswer({ fields: leave }, { radio_1_1: 'yes', date_1_2: '2026-03-01', text_1_3: '杭州' });
    expect(result).toEqual({ values: { radio_1_1: 'yes', date_1_2: '2026-03-01', text_1_3: '杭州' }, errors: {} });
    expect(visibleFields({ fields: leave }, { radio_1_1: 'yes', date_1_2: '2026-03-01' }).map((f) => f.key)).toEqual(['radio_1_1', 'date_1_2', 'text_1_3']);
  });

  it('drops hidden fields even when they are sent, and does not ask for them', () => {
    const result = checkAnswer({ fields: leave }, { radio_1_1: 'no', date_1_2: '2026-03-01', text_1_3: '杭州', text_1_4: '实习', text_1_5: '无' });
    expect(result).toEqual({ values: { radio_1_1: 'no', text_1_4: '实习', text_1_5: '无' }, errors: {} });
  });

  it('asks for a required field only while it shows (ne)', () => {
    expect(checkAnswer({ fields: leave }, { radio_1_1: 'maybe' }).errors).toEqual({ text_1_4: '请填写留校原因' });
    expect(checkAnswer({ fields: leave }, { radio_1_1: 'yes' }).errors).toEqual({ date_1_2: '请选择离校日期' });
  });

  it('hides a chained field when the field it follows is hidden, whatever was sent for it', () => {
    // date_1_2 is hidden (not leaving), so text_1_3 (shown when date_1_2 is filled) is hidden too.
    expect(visibleFields({ fields: leave }, { radio_1_1: 'no', date_1_2: '2026-03-01' }).map((f) => f.key)).toEqual(['radio_1_1', 'text_1_4', 'text_1_5']);
  });

  it('with nothing answered, eq and in hide, ne shows', () => {
    expect(visibleFields({ fields: leave }, {}).map((f) => f.key)).toEqual(['radio_1_1', 'text_1_4']);
  });

  it('matches a ticked value of a checkbox answer', () => {
    const rule = { field: 'checkbox_1_1', op: 'eq', value: 'b' } as const;
    const f: TField = { key: 'text_1_2', kind: 'text', label: '说明', visibleIf: rule };
    expect(isVisible(f, { checkbox_1_1: ['a', 'b'] })).toBe(true);
    expect(isVisible(f, { checkbox_1_1: ['a'] })).toBe(false);
    expect(isVisible({ ...f, visibleIf: { field: 'checkbox_1_1', op: 'in', values: ['x', 'a'] } }, { checkbox_1_1: ['a'] })).toBe(true);
    expect(isVisible({ ...f, visibleIf: { field: 'checkbox_1_1', op: 'filled' } }, { checkbox_1_1: [] })).toBe(false);
    expect(isVisible({ ...f, visibleIf: { field: 'number_1_1', op: 'eq', value: '3' } }, { number_1_1: 3 })).toBe(true);
  });
});

describe('unknown keys', () => {
  it('are dropped', () => {
    const fields: TField[] = [{ key: 'text_1_1', kind: 'text', label: '姓名' }];
    expect(checkAnswer({ fields }, { text_1_1: '张三', text_1_9: 'x', __proto__x: 'y', constructor: 'z' })).toEqual({ values: { text_1_1: '张三' }, errors: {} });
  });
});

describe('computed fields', () => {
  const fields: TField[] = [
    { key: 'number_1_1', kind: 'number', label: '单价', decimals: 2 },
    { key: 'number_1_2', kind: 'number', label: '数量' },
    { key: 'computed_1_3', kind: 'computed', label: '金额', formula: '{number_1_1} * {number_1_2}', decimals: 1 },
    { key: 'computed_1_4', kind: 'computed', label: '含税', formula: '{computed_1_3} * 1.06' },
  ];

  it('are recalculated from the cleaned answers, ignoring what the client sent', () => {
    expect(checkAnswer({ fields }, { number_1_1: '2.25', number_1_2: '3', computed_1_3: 999, computed_1_4: '1' })).toEqual({
      values: { number_1_1: 2.25, number_1_2: 3, computed_1_3: 6.8, computed_1_4: 7.21 },
      errors: {},
    });
  });

  it('stay empty when an answer they read is missing or wrong, even if the client sent a value', () => {
    expect(checkAnswer({ fields }, { number_1_1: '2.255', number_1_2: '3', computed_1_3: 6.77, computed_1_4: 7 })).toEqual({
      values: { number_1_2: 3 },
      errors: { number_1_1: '单价最多保留2位小数' },
    });
  });

  it('do not read hidden answers', () => {
    const withHidden: TField[] = [
      { key: 'radio_1_1', kind: 'radio', label: '是否报销', options: OPTIONS },
      { key: 'number_1_2', kind: 'number', label: '金额', visibleIf: { field: 'radio_1_1', op: 'eq', value: 'yes' } },
      { key: 'computed_1_3', kind: 'computed', label: '合计', formula: '{number_1_2} + 0' },
    ];
    expect(checkAnswer({ fields: withHidden }, { radio_1_1: 'no', number_1_2: '50' }).values).toEqual({ radio_1_1: 'no' });
    expect(checkAnswer({ fields: withHidden }, { radio_1_1: 'yes', number_1_2: '50' }).values).toEqual({ radio_1_1: 'yes', number_1_2: 50, computed_1_3: 50 });
  });
});

describe('child tables', () => {
  const columns: TColumn[] = [
    { key: 'text_2_2', kind: 'text', label: '物品', required: true },
    { key: 'number_2_3', kind: 'number', label: '数量', min: 1 },
    { key: 'number_2_4', kind: 'number', label: '单价', decimals: 2 },
    { key: 'computed_2_5', kind: 'computed', label: '小计', formula: '{number_2_3} * {number_2_4}' },
    { key: 'checkbox_2_6', kind: 'checkbox', label: '用途', options: OPTIONS },
  ];
  const table: TField = { key: 'table_2_1', kind: 'table', label: '采购明细', columns };
  const total: TField = { key: 'computed_2_7', kind: 'computed', label: '总计', formula: 'sum({table_2_1}.{computed_2_5})' };

  it('keeps cleaned rows, drops wholly blank ones and works out computed columns and totals', () => {
    const rows = [
      { text_2_2: ' 笔 ', number_2_3: '2', number_2_4: '1.5', computed_2_5: 100, checkbox_2_6: 'yes,no' },
      { text_2_2: '', number_2_3: '', computed_2_5: 7 },
      { text_2_2: '本子', number_2_3: 3, number_2_4: '2', extra: 'dropped' },
    ];
    expect(checkAnswer({ fields: [table, total] }, { table_2_1: rows })).toEqual({
      values: {
        table_2_1: [
          { text_2_2: '笔', number_2_3: 2, number_2_4: 1.5, computed_2_5: 3, checkbox_2_6: ['yes', 'no'] },
          { text_2_2: '本子', number_2_3: 3, number_2_4: 2, computed_2_5: 6 },
        ],
        computed_2_7: 9,
      },
      errors: {},
    });
  });

  it('reads rows sent as a JSON string', () => {
    const result = checkAnswer({ fields: [table] }, { table_2_1: JSON.stringify([{ text_2_2: '笔' }]) });
    expect(result).toEqual({ values: { table_2_1: [{ text_2_2: '笔' }] }, errors: {} });
  });

  it('keys cell errors `<table>.<row>.<column>` and prefixes them with the row number', () => {
    const rows = [{ text_2_2: '笔', number_2_3: '0' }, { number_2_3: '2', number_2_4: '1.234' }];
    const result = checkAnswer({ fields: [table] }, { table_2_1: rows });
    expect(result.errors).toEqual({
      'table_2_1.0.number_2_3': '第1行数量不能小于1',
      'table_2_1.1.text_2_2': '第2行请填写物品',
      'table_2_1.1.number_2_4': '第2行单价最多保留2位小数',
    });
  });

  it('applies minRows, maxRows and required', () => {
    const row = { text_2_2: '笔' };
    const limited: TField = { ...table, minRows: 2, maxRows: 3 };
    expect(checkAnswer({ fields: [limited] }, { table_2_1: [row] }).errors).toEqual({ table_2_1: '采购明细至少需要2行' });
    expect(checkAnswer({ fields: [limited] }, { table_2_1: [row, row, row, row] }).errors).toEqual({ table_2_1: '采购明细最多3行' });
    expect(checkAnswer({ fields: [limited] }, { table_2_1: [row, row] }).errors).toEqual({});
    // minRows applies once the person starts the table; an optional table may stay empty.
    expect(checkAnswer({ fields: [limited] }, { table_2_1: [] })).toEqual({ values: {}, errors: {} });
    const required: TField = { ...table, required: true };
    expect(checkAnswer({ fields: [required] }, {}).errors).toEqual({ table_2_1: '请添加采购明细' });
    expect(checkAnswer({ fields: [required] }, { table_2_1: [{}, { text_2_2: '', number_2_3: null, checkbox_2_6: [] }] }).errors).toEqual({ table_2_1: '请添加采购明细' });
  });

  it('limits an unlimited table to 200 rows', () => {
    const rows = Array.from({ length: 201 }, () => ({ text_2_2: '笔' }));
    expect(checkAnswer({ fields: [table] }, { table_2_1: rows }).errors).toEqual({ table_2_1: '采购明细最多200行' });
  });

  it('rejects rows that are not rows', () => {
    for (const raw of ['not json', '{"text_2_2":"笔"}', ['笔'], [null], [[{ text_2_2: '笔' }]], 5, { text_2_2: '笔' }]) {
      expect(checkAnswer({ fields: [table] }, { table_2_1: raw })).toEqual({ values: {}, errors: { table_2_1: '采购明细格式不正确' } });
    }
  });
});

describe('visibility judged on the cleaned answers above', () => {
  const tick: TField[] = [
    { key: 'checkbox_1_1', kind: 'checkbox', label: '症状', options: [{ value: 'a', label: '发热' }, { value: 'b', label: '咳嗽' }] },
    { key: 'text_1_2', kind: 'text', label: '说明', required: true, visibleIf: { field: 'checkbox_1_1', op: 'eq', value: 'a' } },
  ];

  it('asks for a follow-up whether the ticks came as a list or as a comma-separated form value', () => {
    expect(checkAnswer({ fields: tick }, { checkbox_1_1: ['a', 'b'] }).errors).toEqual({ text_1_2: '请填写说明' });
    expect(checkAnswer({ fields: tick }, { checkbox_1_1: 'a,b' }).errors).toEqual({ text_1_2: '请填写说明' });
  });

  it('uses the computed value the server works out, never the one the client sent', () => {
    const fields: TField[] = [
      { key: 'number_1_1', kind: 'number', label: '人数' },
      { key: 'computed_1_2', kind: 'computed', label: '份数', formula: '{number_1_1} * 2' },
      { key: 'text_1_3', kind: 'text', label: '加餐说明', required: true, visibleIf: { field: 'computed_1_2', op: 'eq', value: '4' } },
    ];
    expect(checkAnswer({ fields }, { number_1_1: '2' }).errors).toEqual({ text_1_3: '请填写加餐说明' });
    const forged = checkAnswer({ fields }, { number_1_1: '1', computed_1_2: '4', text_1_3: '多一份' });
    expect(forged.values).toEqual({ number_1_1: 1, computed_1_2: 2 });
  });

  it('does not let a wrong answer open a field that waits for any answer', () => {
    const fields: TField[] = [
      { key: 'radio_1_1', kind: 'radio', label: '是否离校', options: OPTIONS },
      { key: 'text_1_2', kind: 'text', label: '目的地', required: true, visibleIf: { field: 'radio_1_1', op: 'filled' } },
    ];
    expect(checkAnswer({ fields }, { radio_1_1: 'zzz' }).errors).toEqual({ radio_1_1: '是否离校的选项不存在' });
    expect(visibleFields({ fields }, { radio_1_1: ' yes ' }).map((f) => f.key)).toEqual(['radio_1_1', 'text_1_2']);
  });

  it('treats a table row of spaces as no row', () => {
    const fields: TField[] = [
      { key: 'table_1_1', kind: 'table', label: '采购明细', required: true, columns: [{ key: 'text_1_2', kind: 'text', label: '物品', required: true }] },
    ];
    expect(checkAnswer({ fields }, { table_1_1: [{ text_1_2: '   ' }] }).errors).toEqual({ table_1_1: '请添加采购明细' });
  });
});
