import { z } from 'zod';
import { flag, optionalText, text } from '@quad/contracts/fields';
import { COLUMN_KINDS, type TField, type TFormDefinition } from './shared/definition';
import { validWhen } from './shared/field-checks';
import { FormulaError, formulaRefs } from './shared/formula';

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

const PARAM = /^[a-z][a-z0-9_]{0,39}$/;

const fieldShape = {
  key,
  label,
  param: z.string().regex(PARAM, '接口字段名应为小写字母、数字或下划线').optional(),
  hidden: flag('隐藏').optional(),
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

/** Kinds a prefill plugin can write a profile value into. */
const TEXT_KINDS = new Set(['text', 'textarea', 'phone', 'studentno', 'email', 'idcard']);
const WHEN_KINDS = new Set(['date', 'time', 'datetime']);

type TPath = (string | number)[];

/** Design rules zod cannot say field by field. Issues are reported at the offending field's path. */
function checkDesign(def: TFormDefinition, ctx: z.RefinementCtx) {
  const at = (path: TPath, message: string) => ctx.addIssue({ code: 'custom', path, message });

  // Every key, of fields and of columns, once in the whole form: answers and formulas name them alone.
  const seen = new Set<string>();
  const claim = (key: string, path: TPath) => {
    if (seen.has(key)) at(path, `字段标识重复：${key}`);
    seen.add(key);
  };
  const params = new Set<string>();
  const claimParam = (f: TField, path: TPath) => {
    if (!f.param) return;
    if (params.has(f.param)) at([...path, 'param'], `接口字段名重复：${f.param}`);
    params.add(f.param);
  };

  /** Rules of one field or column on its own: limits that can be met, choices that can be chosen. */
  const checkOwn = (f: TField, path: TPath, what: string) => {
    const name = `${what}“${f.label}”`;
    if (!f.key.startsWith(`${f.kind}_`)) at([...path, 'key'], `字段标识应以“${f.kind}_”开头`);
    if (CHOICE_KINDS.has(f.kind) && !f.options?.length) at([...path, 'options'], `请为${name}添加选项`);
    if (f.options && new Set(f.options.map((o) => o.value)).size !== f.options.length) at([...path, 'options'], `${name}的选项值重复`);
    const pairs: [number | undefined, number | undefined, string, string][] = [
      [f.min, f.max, 'max', '最大值小于最小值'],
      [f.minLength, f.maxLength, 'maxLength', '最多字数小于最少字数'],
      [f.minSelect, f.maxSelect, 'maxSelect', '最多选择项数小于最少项数'],
      [f.minRows, f.maxRows, 'maxRows', '最多行数小于最少行数'],
    ];
    for (const [low, high, key, message] of pairs) if (low !== undefined && high !== undefined && low > high) at([...path, key], `${name}的${message}`);
    if (WHEN_KINDS.has(f.kind)) {
      for (const key of ['earliest', 'latest'] as const) {
        const v = f[key];
        if (v && !validWhen(f.kind, v)) at([...path, key], `${name}的${key === 'earliest' ? '最早' : '最晚'}时间格式不正确`);
      }
      if (f.earliest && f.latest && f.earliest > f.latest) at([...path, 'latest'], `${name}的最晚时间早于最早时间`);
    }
  };

  const checkFormula = (formula: string | undefined, known: Map<string, string>, tables: Map<string, Map<string, string>>, path: TPath, name: string) => {
    if (!formula) return at(path, `请填写“${name}”的计算公式`);
    try {
      const refs = formulaRefs(formula);
      for (const k of refs.keys) if (!NUMERIC_KINDS.has(known.get(k) ?? '')) at(path, `“${name}”的公式引用了不存在的数字字段 ${k}`);
      for (const { table, column } of refs.columns)
        if (!NUMERIC_KINDS.has(tables.get(table)?.get(column) ?? '')) at(path, `“${name}”的公式引用了不存在的子表列 ${table}.${column}`);
    } catch (e) {
      at(path, e instanceof FormulaError ? `“${name}”：${e.message}` : `“${name}”的公式无法识别`);
    }
  };

  // Fields above (for conditions and formulas, which read only what is answered before them).
  const kinds = new Map<string, string>();
  const columnsOf = new Map<string, Map<string, string>>();
  def.fields.forEach((f: TField, i) => {
    const path = ['fields', i];
    claim(f.key, [...path, 'key']);
    claimParam(f, path);
    checkOwn(f, path, '');
    if (f.visibleIf && !kinds.has(f.visibleIf.field)) at([...path, 'visibleIf'], `“${f.label}”的显示条件只能引用它上方的字段`);
    if (f.kind === 'table') {
      if (!f.columns?.length) at([...path, 'columns'], `请为“${f.label}”添加列`);
      const cols = new Map<string, string>();
      (f.columns ?? []).forEach((c, j) => {
        const colPath = [...path, 'columns', j];
        claim(c.key, [...colPath, 'key']);
        checkOwn(c, colPath, '列');
        // A computed column reads the columns to its left: the row is worked out left to right.
        if (c.kind === 'computed') checkFormula(c.formula, cols, new Map(), [...colPath, 'formula'], c.label);
        cols.set(c.key, c.kind);
      });
      columnsOf.set(f.key, cols);
    }
    if (f.kind === 'computed') checkFormula(f.formula, kinds, columnsOf, [...path, 'formula'], f.label);
    kinds.set(f.key, f.kind);
  });

  def.dataSources.forEach((s, i) => {
    if (kinds.get(s.table) !== 'table') at(['dataSources', i, 'table'], `数据源“${s.label}”指向的子表不存在`);
  });
  if (new Set(def.dataSources.map((s) => s.id)).size !== def.dataSources.length) at(['dataSources'], '数据源标识重复');
  def.plugins.forEach((p, i) => {
    const kind = kinds.get(p.field);
    if (!kind) at(['plugins', i, 'field'], `插件引用的字段 ${p.field} 不存在`);
    else if (p.type === 'locate' && kind !== 'location') at(['plugins', i, 'field'], '自动定位只能填入位置字段');
    else if (p.type === 'prefill' && !TEXT_KINDS.has(kind)) at(['plugins', i, 'field'], '自动填写只能填入文字类字段');
  });
}

/** A design's shape: what answers carry (a stored design already passed the checks below). */
export const ZDesignShape = z.object({
  fields: z.array(ZField).max(200, '字段最多200个'),
  dataSources: z.array(ZDataSource).max(20).default([]),
  plugins: z.array(ZPlugin).max(50).default([]),
  print: ZPrint.default({ columns: 1, showSubmitter: true, showTime: true, signatureLines: [] }),
});

/** A design as the console saves it: the shape, and the rules that make it fillable. */
export const ZFormDefinition = ZDesignShape.superRefine((def, ctx) => checkDesign(def as TFormDefinition, ctx));
