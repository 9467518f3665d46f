import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ZFormDefinition } from './contract-definition';
import type { TField, TFormDefinition } from './shared/definition';
import { testField, testTable } from './shared/test-fields';

const OPTIONS = [
  { value: 'yes', label: '是' },
  { value: 'no', label: '否' },
];

/** A design using most kinds the rules look at: choices, a condition, a table with a computed column, totals. */
const good: TField[] = [
  { key: 'text_7_1', kind: 'text', label: '姓名', required: true },
  { key: 'radio_7_2', kind: 'radio', label: '是否报销', options: OPTIONS },
  { key: 'number_7_3', kind: 'number', label: '金额', min: 0, max: 1000, visibleIf: { field: 'radio_7_2', op: 'eq', value: 'yes' } },
  testTable('table_7_4', '明细', [
    testField('number_7_5', '数量'),
    testField('number_7_6', '单价', { decimals: 2 }),
    testField('computed_7_7', '小计', { formula: '{number_7_5} * {number_7_6}' }),
  ]),
  { key: 'computed_7_8', kind: 'computed', label: '合计', formula: '{number_7_3} + sum({table_7_4}.{computed_7_7})' },
  { key: 'location_7_9', kind: 'location', label: '位置' },
];

type TIssue = { path: string; message: string };

function issues(design: unknown): TIssue[] {
  const result = ZFormDefinition.safeParse(design);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** The good design with some fields replaced or added. */
const withFields = (fields: TField[]) => ({ fields });

describe('a good design', () => {
  it('passes, with data sources, plugins and print settings defaulted', () => {
    const parsed = ZFormDefinition.parse(withFields(good));
    expect(parsed.fields.map((f) => f.key)).toEqual(good.map((f) => f.key));
    expect(parsed.dataSources).toEqual([]);
    expect(parsed.plugins).toEqual([]);
    expect(parsed.print).toEqual({ columns: 1, showSubmitter: true, showTime: true, signatureLines: [] });
  });

  it('passes with data sources and plugins pointing at the right fields', () => {
    const design = {
      fields: good,
      dataSources: [{ id: 'items', table: 'table_7_4', label: '常用明细', kind: 'static', initial: true, rows: [{ number_7_5: '1' }] }],
      plugins: [
        { type: 'prefill', field: 'text_7_1', from: 'realname' },
        { type: 'locate', field: 'location_7_9' },
      ],
      print: { columns: 2, showSubmitter: false, showTime: true, signatureLines: ['辅导员签字'] },
    };
    expect(issues(design)).toEqual([]);
  });

  it('reads the flags form clients send', () => {
    const parsed = ZFormDefinition.parse(withFields([{ ...good[0]!, required: '1' as unknown as boolean }]));
    expect(parsed.fields[0]!.required).toBe(true);
  });

  it('has the shape of TFormDefinition', () => {
    expectTypeOf<z.output<typeof ZFormDefinition>>().toExtend<TFormDefinition>();
  });
});

describe('design rules', () => {
  it('rejects a repeated key', () => {
    expect(issues(withFields([...good, { key: 'text_7_1', kind: 'text', label: '姓名2' }]))).toEqual([
      { path: 'fields.6.key', message: '字段标识重复：text_7_1' },
    ]);
  });

  it('rejects a key that does not start with its kind, or is not `<kind>_<form>_<n>`', () => {
    expect(issues(withFields([{ key: 'number_7_1', kind: 'text', label: '姓名' }]))).toEqual([
      { path: 'fields.0.key', message: '字段标识应以“text_”开头' },
    ]);
    expect(issues(withFields([{ key: 'text_7', kind: 'text', label: '姓名' }]))).toEqual([
      { path: 'fields.0.key', message: '字段标识应为“类型_表单号_序号”' },
    ]);
  });

  it('asks for options of a choice, and rejects repeated option values', () => {
    for (const kind of ['radio', 'select', 'checkbox'] as const)
      expect(issues(withFields([{ key: `${kind}_7_1`, kind, label: '性别' }]))).toEqual([{ path: 'fields.0.options', message: '请为“性别”添加选项' }]);
    expect(issues(withFields([{ key: 'radio_7_1', kind: 'radio', label: '性别', options: [...OPTIONS, { value: 'yes', label: '对' }] }]))).toEqual([
      { path: 'fields.0.options', message: '“性别”的选项值重复' },
    ]);
  });

  it('rejects a minimum above the maximum', () => {
    expect(issues(withFields([{ key: 'number_7_1', kind: 'number', label: '年龄', min: 10, max: 5 }]))).toEqual([
      { path: 'fields.0.max', message: '“年龄”的最大值小于最小值' },
    ]);
  });

  it('lets a condition follow only a field above it', () => {
    const below: TField[] = [
      { key: 'text_7_1', kind: 'text', label: '说明', visibleIf: { field: 'radio_7_2', op: 'eq', value: 'yes' } },
      { key: 'radio_7_2', kind: 'radio', label: '是否', options: OPTIONS },
    ];
    const message = '“说明”的显示条件只能引用它上方的字段';
    expect(issues(withFields(below))).toEqual([{ path: 'fields.0.visibleIf', message }]);
    const unknown: TField[] = [{ key: 'text_7_1', kind: 'text', label: '说明', visibleIf: { field: 'radio_7_9', op: 'filled' } }];
    expect(issues(withFields(unknown))).toEqual([{ path: 'fields.0.visibleIf', message }]);
    const itself: TField[] = [{ key: 'text_7_1', kind: 'text', label: '说明', visibleIf: { field: 'text_7_1', op: 'filled' } }];
    expect(issues(withFields(itself))).toEqual([{ path: 'fields.0.visibleIf', message }]);
  });

  it('asks for the columns of a table', () => {
    expect(issues(withFields([{ key: 'table_7_1', kind: 'table', label: '明细' }]))).toEqual([{ path: 'fields.0.columns', message: '请为“明细”添加列' }]);
    expect(issues(withFields([{ key: 'table_7_1', kind: 'table', label: '明细', columns: [] }]))).toEqual([
      { path: 'fields.0.columns', message: '请为“明细”添加列' },
    ]);
  });

  it('rejects a column key repeated in its table or clashing with a field above', () => {
    const clash: TField[] = [
      { key: 'number_7_1', kind: 'number', label: '数量' },
      { key: 'table_7_2', kind: 'table', label: '明细', columns: [{ key: 'number_7_1', kind: 'number', label: '数量' }] },
    ];
    expect(issues(withFields(clash))).toEqual([{ path: 'fields.1.columns.0.key', message: '字段标识重复：number_7_1' }]);
    const repeated: TField[] = [
      {
        key: 'table_7_2',
        kind: 'table',
        label: '明细',
        columns: [
          { key: 'number_7_3', kind: 'number', label: '数量' },
          { key: 'number_7_3', kind: 'number', label: '数量2' },
        ],
      },
    ];
    expect(issues(withFields(repeated))).toEqual([{ path: 'fields.0.columns.1.key', message: '字段标识重复：number_7_3' }]);
  });

  it('asks for options of a choice column, and rejects column kinds a cell cannot hold', () => {
    const design = [{ key: 'table_7_1', kind: 'table', label: '明细', columns: [{ key: 'radio_7_2', kind: 'radio', label: '类别' }] }] as TField[];
    expect(issues(withFields(design))).toEqual([{ path: 'fields.0.columns.0.options', message: '请为列“类别”添加选项' }]);
    const upload = [{ key: 'table_7_1', kind: 'table', label: '明细', columns: [{ key: 'image_7_2', kind: 'image', label: '照片' }] }];
    expect(issues(withFields(upload as TField[]))).toEqual([{ path: 'fields.0.columns.0.kind', message: '子表列类型不支持' }]);
  });

  it('checks what a computed field reads', () => {
    const computed = (formula: string | undefined): TField[] => [
      { key: 'text_7_1', kind: 'text', label: '姓名' },
      { key: 'number_7_2', kind: 'number', label: '数量' },
      { key: 'table_7_3', kind: 'table', label: '明细', columns: [{ key: 'number_7_4', kind: 'number', label: '单价' }, { key: 'text_7_5', kind: 'text', label: '名称' }] },
      { key: 'computed_7_6', kind: 'computed', label: '合计', formula },
    ];
    const at = (message: string) => [{ path: 'fields.3.formula', message }];
    expect(issues(withFields(computed('{number_7_2} * sum({table_7_3}.{number_7_4})')))).toEqual([]);
    expect(issues(withFields(computed('{number_7_9} + 1')))).toEqual(at('“合计”的公式引用了不存在的数字字段 number_7_9'));
    expect(issues(withFields(computed('{text_7_1} + 1')))).toEqual(at('“合计”的公式引用了不存在的数字字段 text_7_1'));
    expect(issues(withFields(computed('{computed_7_6} + 1')))).toEqual(at('“合计”的公式引用了不存在的数字字段 computed_7_6'));
    expect(issues(withFields(computed('sum({table_7_3}.{text_7_5})')))).toEqual(at('“合计”的公式引用了不存在的子表列 table_7_3.text_7_5'));
    expect(issues(withFields(computed('sum({table_7_3}.{number_7_9})')))).toEqual(at('“合计”的公式引用了不存在的子表列 table_7_3.number_7_9'));
    expect(issues(withFields(computed('sum({number_7_2}.{number_7_4})')))).toEqual(at('“合计”的公式引用了不存在的子表列 number_7_2.number_7_4'));
    expect(issues(withFields(computed('{number_7_2} +')))).toEqual(at('“合计”：公式不完整'));
    expect(issues(withFields(computed('process.exit()')))).toEqual(at('“合计”：公式在第1个字符处无法识别'));
    expect(issues(withFields(computed(undefined)))).toEqual(at('请填写“合计”的计算公式'));
  });

  it('checks what a computed column reads: columns of its own table only', () => {
    const table = (formula: string): TField[] => [
      testField('number_7_1', '数量'),
      testTable('table_7_2', '明细', [testField('number_7_3', '单价'), testField('computed_7_4', '小计', { formula })]),
    ];
    expect(issues(withFields(table('{number_7_3} * 2')))).toEqual([]);
    expect(issues(withFields(table('{number_7_1} * 2')))).toEqual([{ path: 'fields.1.columns.1.formula', message: '“小计”的公式引用了不存在的数字字段 number_7_1' }]);
    expect(issues(withFields(table('{number_7_3} *')))).toEqual([{ path: 'fields.1.columns.1.formula', message: '“小计”：公式不完整' }]);
  });

  it('lets a data source fill only a table, and wants unique source ids', () => {
    const source = { id: 'items', table: 'text_7_1', label: '常用明细', kind: 'static', initial: false };
    expect(issues({ fields: good, dataSources: [source] })).toEqual([{ path: 'dataSources.0.table', message: '数据源“常用明细”指向的子表不存在' }]);
    expect(issues({ fields: good, dataSources: [{ ...source, table: 'table_7_99' }] })).toEqual([
      { path: 'dataSources.0.table', message: '数据源“常用明细”指向的子表不存在' },
    ]);
    const ok = { ...source, table: 'table_7_4' };
    expect(issues({ fields: good, dataSources: [ok, ok] })).toEqual([{ path: 'dataSources', message: '数据源标识重复' }]);
  });

  it('lets a plugin name only an existing field, and locate only a location field', () => {
    expect(issues({ fields: good, plugins: [{ type: 'prefill', field: 'text_7_99', from: 'realname' }] })).toEqual([
      { path: 'plugins.0.field', message: '插件引用的字段 text_7_99 不存在' },
    ]);
    expect(issues({ fields: good, plugins: [{ type: 'locate', field: 'text_7_1' }] })).toEqual([
      { path: 'plugins.0.field', message: '自动定位只能填入位置字段' },
    ]);
  });

  it('reports every broken rule at once', () => {
    const design: TField[] = [
      { key: 'text_7_1', kind: 'radio', label: '性别' },
      { key: 'number_7_2', kind: 'number', label: '年龄', min: 3, max: 1 },
    ];
    expect(issues(withFields(design)).map((i) => i.path)).toEqual(['fields.0.key', 'fields.0.options', 'fields.1.max']);
  });

  it('checks every key in the whole form once, wherever it is, and columns by the same rules as fields', () => {
    const below: TField[] = [
      { key: 'table_7_1', kind: 'table', label: '明细', columns: [{ key: 'number_7_2', kind: 'number', label: '数量' }] },
      { key: 'number_7_2', kind: 'number', label: '总数' },
    ];
    expect(issues(withFields(below))).toEqual([{ path: 'fields.1.key', message: '字段标识重复：number_7_2' }]);
    const column: TField[] = [
      { key: 'table_7_1', kind: 'table', label: '明细', columns: [{ key: 'text_7_2', kind: 'number', label: '数量', min: 5, max: 1 }] },
    ];
    expect(issues(withFields(column))).toEqual([
      { path: 'fields.0.columns.0.key', message: '字段标识应以“number_”开头' },
      { path: 'fields.0.columns.0.max', message: '列“数量”的最大值小于最小值' },
    ]);
  });

  it('lets a computed column read only the columns to its left', () => {
    const design: TField[] = [
      testTable('table_7_1', '明细', [testField('computed_7_2', '小计', { formula: '{number_7_3} * 2' }), testField('number_7_3', '单价')]),
    ];
    expect(issues(withFields(design))).toEqual([{ path: 'fields.0.columns.0.formula', message: '“小计”的公式引用了不存在的数字字段 number_7_3' }]);
  });

  it('refuses limits nobody could meet and time limits in the wrong shape', () => {
    const design: TField[] = [
      { key: 'checkbox_7_1', kind: 'checkbox', label: '爱好', options: [{ value: 'a', label: 'A' }], minSelect: 3, maxSelect: 1 },
      { key: 'text_7_2', kind: 'text', label: '简介', minLength: 10, maxLength: 5 },
      { key: 'date_7_3', kind: 'date', label: '日期', earliest: 'tomorrow' },
      { key: 'time_7_4', kind: 'time', label: '时间', earliest: '18:00', latest: '08:00' },
    ];
    expect(issues(withFields(design))).toEqual([
      { path: 'fields.0.maxSelect', message: '“爱好”的最多选择项数小于最少项数' },
      { path: 'fields.1.maxLength', message: '“简介”的最多字数小于最少字数' },
      { path: 'fields.2.earliest', message: '“日期”的最早时间格式不正确' },
      { path: 'fields.3.latest', message: '“时间”的最晚时间早于最早时间' },
    ]);
  });
});
