import { DEFAULT_PRINT, type TField, type TFormDefinition, type TFrequency } from '../../shared/definition';

/** A common campus form to start from; its design is written for the form's number (keys carry it). */
export interface TTemplate {
  key: string;
  title: string;
  description: string;
  category: string;
  frequency: TFrequency;
  build(no: number): TFormDefinition;
}

const options = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));

/** Keys of one form: `k('text', 1)` → `text_<no>_1`. */
type TKeys = (kind: TField['kind'], n: number) => string;
const keysOf = (no: number): TKeys => (kind, n) => `${kind}_${no}_${n}`;

const design = (fields: TField[], rest: Partial<TFormDefinition> = {}): TFormDefinition => ({
  fields,
  dataSources: [],
  plugins: [],
  print: DEFAULT_PRINT,
  ...rest,
});

/** A template from what the list of templates shows of it and its design, written with the new form's keys. */
const template = (head: Omit<TTemplate, 'build'>, build: (k: TKeys) => TFormDefinition): TTemplate => ({ ...head, build: (no) => build(keysOf(no)) });

const info = template({ key: 'info', title: '信息采集', description: '收集学生基本信息', category: '信息采集', frequency: 'once' }, (k) =>
  design(
    [
      { key: k('description', 1), kind: 'description', label: '填写说明', html: '<p>请如实填写以下信息，提交后由辅导员核对。</p>' },
      { key: k('text', 2), kind: 'text', label: '姓名', required: true, maxLength: 30 },
      { key: k('studentno', 3), kind: 'studentno', label: '学号', required: true },
      { key: k('text', 4), kind: 'text', label: '院系', maxLength: 50 },
      { key: k('phone', 5), kind: 'phone', label: '手机号码', required: true },
      { key: k('radio', 6), kind: 'radio', label: '政治面貌', required: true, options: options('群众', '共青团员', '中共党员') },
      { key: k('textarea', 7), kind: 'textarea', label: '备注', maxLength: 500 },
    ],
    {
      plugins: [
        { type: 'prefill', field: k('text', 2), from: 'realname' },
        { type: 'prefill', field: k('studentno', 3), from: 'number' },
        { type: 'prefill', field: k('text', 4), from: 'department' },
        { type: 'prefill', field: k('phone', 5), from: 'mobile' },
      ],
    },
  ),
);

const signup = template({ key: 'signup', title: '活动报名', description: '活动报名，可带同行人员', category: '活动', frequency: 'once' }, (k) => {
  const companions = k('table', 4);
  return design(
    [
      { key: k('text', 1), kind: 'text', label: '姓名', required: true, maxLength: 30 },
      { key: k('phone', 2), kind: 'phone', label: '手机号码', required: true },
      { key: k('radio', 3), kind: 'radio', label: '场次', required: true, options: options('上午场', '下午场') },
      {
        key: companions,
        kind: 'table',
        label: '同行人员',
        maxRows: 5,
        columns: [
          { key: k('text', 5), kind: 'text', label: '姓名', required: true, maxLength: 30 },
          { key: k('number', 6), kind: 'number', label: '年龄', required: true, min: 1, max: 120, decimals: 0 },
          { key: k('phone', 7), kind: 'phone', label: '手机号码' },
        ],
      },
      { key: k('computed', 8), kind: 'computed', label: '报名人数', formula: `1 + count({${companions}}.{${k('number', 6)}})`, decimals: 0, unit: '人' },
    ],
    {
      dataSources: [{ id: 'last', table: companions, label: '上次的同行人员', kind: 'lastAnswer', initial: false }],
      plugins: [{ type: 'prefill', field: k('text', 1), from: 'realname' }, { type: 'prefill', field: k('phone', 2), from: 'mobile' }],
    },
  );
});

const verify = template({ key: 'verify', title: '学生信息核验', description: '核对身份信息与家庭住址，上传学生证照片并签名', category: '信息采集', frequency: 'once' }, (k) =>
  design(
    [
      { key: k('text', 1), kind: 'text', label: '姓名', required: true, maxLength: 30 },
      { key: k('studentno', 2), kind: 'studentno', label: '学号', required: true },
      { key: k('idcard', 3), kind: 'idcard', label: '身份证号', required: true },
      { key: k('phone', 4), kind: 'phone', label: '手机号码', required: true },
      { key: k('region', 5), kind: 'region', label: '家庭所在地区', required: true, depth: 3 },
      { key: k('text', 6), kind: 'text', label: '详细地址', required: true, maxLength: 100 },
      { key: k('image', 7), kind: 'image', label: '学生证照片', required: true, maxCount: 2 },
      { key: k('signature', 8), kind: 'signature', label: '本人签名', required: true },
    ],
    {
      plugins: [
        { type: 'prefill', field: k('text', 1), from: 'realname' },
        { type: 'prefill', field: k('studentno', 2), from: 'number' },
        { type: 'prefill', field: k('phone', 4), from: 'mobile' },
      ],
      print: { ...DEFAULT_PRINT, columns: 2, signatureLines: ['辅导员签字'] },
    },
  ),
);

const health = template({ key: 'health', title: '每日健康打卡', description: '每天一次，记录体温与身体状况', category: '健康', frequency: 'daily' }, (k) =>
  design(
    [
      { key: k('number', 1), kind: 'number', label: '体温', required: true, min: 35, max: 42, decimals: 1, unit: '℃' },
      { key: k('radio', 2), kind: 'radio', label: '身体状况', required: true, options: options('正常', '发热', '咳嗽', '其他不适') },
      { key: k('textarea', 3), kind: 'textarea', label: '症状说明', required: true, maxLength: 300, visibleIf: { field: k('radio', 2), op: 'ne', value: '1' } },
      { key: k('location', 4), kind: 'location', label: '当前位置', required: true },
    ],
    { plugins: [{ type: 'locate', field: k('location', 4) }] },
  ),
);

const leave = template({ key: 'leave', title: '请假外出登记', description: '请假或外出前登记，返校后销假', category: '学生事务', frequency: 'unlimited' }, (k) =>
  design(
    [
      { key: k('radio', 1), kind: 'radio', label: '类型', required: true, options: options('请假', '外出') },
      { key: k('date', 2), kind: 'date', label: '开始日期', required: true },
      { key: k('date', 3), kind: 'date', label: '结束日期', required: true },
      { key: k('radio', 4), kind: 'radio', label: '事由', required: true, options: options('病假', '事假', '其他') },
      { key: k('textarea', 5), kind: 'textarea', label: '具体事由', required: true, maxLength: 300, visibleIf: { field: k('radio', 4), op: 'eq', value: '3' } },
      { key: k('text', 6), kind: 'text', label: '目的地', required: true, maxLength: 100 },
      { key: k('phone', 7), kind: 'phone', label: '紧急联系电话', required: true },
    ],
    { print: { ...DEFAULT_PRINT, signatureLines: ['辅导员签字', '学院审批'] } },
  ),
);

export const TEMPLATES: TTemplate[] = [info, signup, verify, health, leave];

export const templateOf = (key: string) => TEMPLATES.find((t) => t.key === key);
