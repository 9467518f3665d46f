import { z } from 'zod';
import { flag, optionalText, text } from '@quad/contracts/fields';
import { COLUMN_KINDS, type TField, type TFormDefinition } from './engine/definition';
import { FormulaError, formulaRefs } from './engine/formula';

/**
 * The zod schema of a form's design (`engine/definition.ts` holds the same shape as plain types), and
 * the checks a design must pass before it is saved: keys unique, choices with options, formulas and
 * conditions pointing at fields that exist above them.
 */

const KEY = /^[a-z]+_[0-9]+_[0-9]+$/;
const key = z.string().regex(KEY, '字段标识应为“类型_表单号_序号”').max(60);
const label = text('字段名称', 100);
const shortText = (what: string) => optionalText(what, 200);

const ZOption = z.object({ value: text('选项值', 100), label: text('选项名称', 100) });

const ZVisibleIf = z.object({
  field: key,
  op: z.enum(['eq', 'ne', 'in', 'filled'], { error: '显示条件不正确' }),
  value: optionalText('条件值', 100),
  values: z.array(z.string().max(100)).max(50).optional(),
});

const fieldShape = {
  key,
  label,
  required: flag('必填').optional(),
  help: optionalText('填写说明', 500),
  placeholder: shortText('提示文字'),
  visibleIf: ZVisibleIf.optional(),
  minLength: z.number().int().min(0).max(20_000).optional(),
  maxLength: z.number().int().min(1).max(20_000).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  decimals: z.number().int().min(0).max(6).optional(),
  unit: optionalText('单位', 20),
  earliest: optionalText('最早', 16),
  latest: optionalText('最晚', 16),
  options: z.array(ZOption).max(200, '选项最多200个').optional(),
  minSelect: z.number().int().min(0).max(200).optional(),
  maxSelect: z.number().int().min(1).max(200).optional(),
  depth: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  maxCount: z.number().int().min(1).max(20).optional(),
  formula: optionalText('计算公式', 500),
  html: optionalText('说明内容', 20_000),
  minRows: z.number().int().min(0).max(200).optional(),
  maxRows: z.number().int().min(1).max(200).optional(),
};

const ZColumn = z.object({ ...fieldShape, kind: z.enum(COLUMN_KINDS, { error: '子表列类型不支持' }) });

const ZField = z.object({
  ...fieldShape,
  kind: z.enum(
    [
      'text', 'textarea', 'number', 'date', 'time', 'datetime', 'radio', 'checkbox', 'select', 'region', 'phone', 'idcard',
      'studentno', 'email', 'image', 'file', 'location', 'signature', 'table', 'computed', 'description',
    ],
    { error: '字段类型不支持' },
  ),
  columns: z.array(ZColumn).max(30, '子表最多30列').optional(),
});

const ZProfileAttribute = z.enum(['realname', 'number', 'department', 'class', 'mobile']);

const ZDataSource = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,30}$/, '数据源标识不正确'),
  table: key,
  label: text('数据源名称', 50),
  kind: z.enum(['static', 'profile', 'lastAnswer']),
  initial: z.boolean(),
  rows: z.array(z.record(z.string(), z.string().max(500))).max(200).optional(),
  map: z.record(z.string(), ZProfileAttribute).optional(),
});

const ZPlugin = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prefill'), field: key, from: ZProfileAttribute }),
  z.object({ type: z.literal('locate'), field: key }),
]);

const ZPrint = z.object({
  title: optionalText('打印标题', 100),
  columns: z.union([z.literal(1), z.literal(2)]),
  showSubmitter: z.boolean(),
  showTime: z.boolean(),
  signatureLines: z.array(z.string().trim().min(1).max(30)).max(6),
  footer: optionalText('页脚', 200),
});

const CHOICE_KINDS = new Set(['radio', 'select', 'checkbox']);
const NUMERIC_KINDS = new Set(['number', 'computed']);

/** Design rules zod cannot say field by field. Issues are reported at the offending field's path. */
function checkDesign(def: TFormDefinition, ctx: z.RefinementCtx) {
  const at = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const kinds = new Map<string, string>();
  const columnsOf = new Map<string, Map<string, string>>();
  def.fields.forEach((f: TField, i) => {
    const path = ['fields', i];
    if (kinds.has(f.key)) at([...path, 'key'], `字段标识重复：${f.key}`);
    if (!f.key.startsWith(`${f.kind}_`)) at([...path, 'key'], `字段标识应以“${f.kind}_”开头`);
    if (CHOICE_KINDS.has(f.kind) && !(f.options?.length)) at([...path, 'options'], `请为“${f.label}”添加选项`);
    if (f.options && new Set(f.options.map((o) => o.value)).size !== f.options.length) at([...path, 'options'], `“${f.label}”的选项值重复`);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) at([...path, 'max'], `“${f.label}”的最大值小于最小值`);
    if (f.visibleIf) {
      const target = kinds.get(f.visibleIf.field);
      if (!target) at([...path, 'visibleIf'], `“${f.label}”的显示条件只能引用它上方的字段`);
    }
    if (f.kind === 'table') {
      if (!f.columns?.length) at([...path, 'columns'], `请为“${f.label}”添加列`);
      const cols = new Map<string, string>();
      for (const c of f.columns ?? []) {
        if (cols.has(c.key) || kinds.has(c.key)) at([...path, 'columns'], `字段标识重复：${c.key}`);
        cols.set(c.key, c.kind);
        if (CHOICE_KINDS.has(c.kind) && !(c.options?.length)) at([...path, 'columns'], `请为列“${c.label}”添加选项`);
      }
      columnsOf.set(f.key, cols);
      for (const c of f.columns ?? []) if (c.kind === 'computed') checkFormula(c.formula, cols, new Map(), [...path, 'columns'], c.label);
    }
    if (f.kind === 'computed') checkFormula(f.formula, kinds, columnsOf, [...path, 'formula'], f.label);
    kinds.set(f.key, f.kind);
  });

  function checkFormula(formula: string | undefined, known: Map<string, string>, tables: Map<string, Map<string, string>>, path: (string | number)[], name: string) {
    if (!formula) return at(path, `请填写“${name}”的计算公式`);
    try {
      const refs = formulaRefs(formula);
      for (const k of refs.keys) if (!NUMERIC_KINDS.has(known.get(k) ?? '')) at(path, `“${name}”的公式引用了不存在的数字字段 ${k}`);
      for (const { table, column } of refs.columns)
        if (!NUMERIC_KINDS.has(tables.get(table)?.get(column) ?? '')) at(path, `“${name}”的公式引用了不存在的子表列 ${table}.${column}`);
    } catch (e) {
      at(path, e instanceof FormulaError ? `“${name}”：${e.message}` : `“${name}”的公式无法识别`);
    }
  }

  def.dataSources.forEach((s, i) => {
    if (kinds.get(s.table) !== 'table') at(['dataSources', i, 'table'], `数据源“${s.label}”指向的子表不存在`);
  });
  if (new Set(def.dataSources.map((s) => s.id)).size !== def.dataSources.length) at(['dataSources'], '数据源标识重复');
  def.plugins.forEach((p, i) => {
    const kind = kinds.get(p.field);
    if (!kind) at(['plugins', i, 'field'], `插件引用的字段 ${p.field} 不存在`);
    else if (p.type === 'locate' && kind !== 'location') at(['plugins', i, 'field'], '自动定位只能填入位置字段');
  });
}

export const ZFormDefinition = z
  .object({
    fields: z.array(ZField).max(200, '字段最多200个'),
    dataSources: z.array(ZDataSource).max(20).default([]),
    plugins: z.array(ZPlugin).max(50).default([]),
    print: ZPrint.default({ columns: 1, showSubmitter: true, showTime: true, signatureLines: [] }),
  })
  .superRefine((def, ctx) => checkDesign(def as TFormDefinition, ctx));
