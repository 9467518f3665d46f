import { DEFAULT_PRINT, type TField, type TFormDefinition, type TOption } from '@quad/forms-engine/shared/definition';
import { TEMPERATURE_BANDS } from '../../bands';

/**
 * The daily report's and base profile's designs, as forms of the forms engine. Every field carries the
 * flat name the original clients post (`param`, original-protocol.md §2.3): codes are strings ("0" =
 * no), `tw` is a temperature band index, `geo_api_info` is the maps result kept verbatim. Schools
 * change these designs in the forms designer afterwards; the params are what keep their scripts working.
 */

const yesNo: TOption[] = [
  { value: '0', label: '否' },
  { value: '1', label: '是' },
];


type TSpec = Omit<TField, 'key'> & { param: string };

/** Keys are `<kind>_<no>_<n>` as the forms engine wants, numbered in order. */
function build(no: number, specs: TSpec[]): TFormDefinition {
  const keys = new Map<string, string>();
  const fields = specs.map((spec, i) => {
    const key = `${spec.kind}_${no}_${i + 1}`;
    keys.set(spec.param, key);
    return { ...spec, key };
  });
  // Conditions in the specs name params; the engine names keys.
  for (const f of fields) if (f.visibleIf) f.visibleIf = { ...f.visibleIf, field: keys.get(f.visibleIf.field) ?? f.visibleIf.field };
  return { fields, dataSources: [], plugins: [], print: { ...DEFAULT_PRINT, title: '每日上报' } };
}

const choice = (param: string, label: string, options: TOption[] = yesNo, extra: Partial<TSpec> = {}): TSpec => ({
  param,
  kind: 'radio',
  label,
  options,
  required: true,
  ...extra,
});

const text = (param: string, label: string, extra: Partial<TSpec> = {}): TSpec => ({ param, kind: 'text', label, maxLength: 200, ...extra });

/** Where the person is: filled from the location, editable except the raw maps result. */
const PLACE: TSpec[] = [
  text('geo_api_info', '定位信息', { hidden: true, required: true, maxLength: 8000 }),
  text('area', '所在地区', { required: true, help: '省 市 区，定位后自动填写' }),
  text('province', '省份', { hidden: true }),
  text('city', '城市', { hidden: true }),
  text('address', '详细地址', { required: true }),
  choice('ismoved', '所在城市是否与昨天不同'),
  { param: 'bztcyy', kind: 'textarea', label: '变化原因', maxLength: 200, required: true, visibleIf: { field: 'ismoved', op: 'eq', value: '1' } },
];

const HEALTH: TSpec[] = [
  choice('sfzx', '今日是否在校'),
  { param: 'tw', kind: 'select', label: '今日体温', options: TEMPERATURE_BANDS, required: true },
  choice('sfcxtz', '今日是否出现发热、乏力、干咳、呼吸困难等症状'),
  choice('sfjcbh', '近14天是否接触过疑似或确诊人员'),
  choice('sfcyglq', '是否处于隔离期'),
  choice('gllx', '隔离方式', [
    { value: '1', label: '居家隔离' },
    { value: '2', label: '集中隔离' },
  ], { visibleIf: { field: 'sfcyglq', op: 'eq', value: '1' } }),
  choice('jcjgqr', '最近一次核酸检测结果', [
    { value: '0', label: '未检测' },
    { value: '1', label: '阴性' },
    { value: '2', label: '阳性' },
    { value: '3', label: '待出结果' },
  ]),
  choice('sfjzxgym', '是否已接种新冠疫苗'),
];

const NOTE: TSpec[] = [{ param: 'qksm', kind: 'textarea', label: '其他情况说明', maxLength: 500 }];

/** Report variants a site can start from: the common field set, and Xidian's with the campus code colour. */
export const REPORT_VARIANTS = {
  default: (no: number) => build(no, [...PLACE, ...HEALTH, ...NOTE]),
  xidian: (no: number) =>
    build(no, [
      ...PLACE,
      ...HEALTH,
      choice('ymtys', '一码通颜色', [
        { value: '0', label: '绿色' },
        { value: '1', label: '黄色' },
        { value: '2', label: '红色' },
      ]),
      ...NOTE,
    ]),
} satisfies Record<string, (no: number) => TFormDefinition>;
export type TReportVariant = keyof typeof REPORT_VARIANTS;

/** The one-time profile (epideBase): home, emergency contact, health conditions. */
export const buildBaseProfile = (no: number): TFormDefinition =>
  build(no, [
    { param: 'jtdz', kind: 'region', label: '家庭所在地', depth: 3, required: true },
    text('jtxxdz', '家庭详细地址', { required: true }),
    text('jjlxr', '紧急联系人', { required: true, maxLength: 40 }),
    { param: 'jjlxrdh', kind: 'phone', label: '紧急联系人电话', required: true },
    choice('gx', '与本人关系', ['父母', '配偶', '兄弟姐妹', '其他'].map((label, i) => ({ value: String(i + 1), label }))),
    choice('jcjb', '是否有基础疾病'),
    { param: 'jbsm', kind: 'textarea', label: '基础疾病说明', maxLength: 200, visibleIf: { field: 'jcjb', op: 'eq', value: '1' } },
  ]);
