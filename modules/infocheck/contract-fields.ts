/**
 * The items of a student's record, in the order the page lists them (zod-free: the page, the kind and
 * the rules share them). `key` is the dataset column, `label` its Chinese title in files and screens.
 */
export const RECORD_FIELDS = [
  { key: 'studentNo', label: '学号' },
  { key: 'name', label: '姓名' },
  { key: 'gender', label: '性别' },
  { key: 'birthDate', label: '出生日期' },
  { key: 'idCard', label: '身份证号' },
  { key: 'ethnicity', label: '民族' },
  { key: 'political', label: '政治面貌' },
  { key: 'nativePlace', label: '籍贯' },
  { key: 'college', label: '学院' },
  { key: 'major', label: '专业' },
  { key: 'className', label: '班级' },
  { key: 'grade', label: '年级' },
  { key: 'schooling', label: '学制' },
  { key: 'enrolled', label: '入学日期' },
  { key: 'phone', label: '手机号' },
  { key: 'address', label: '家庭地址' },
] as const;

export type TRecordField = (typeof RECORD_FIELDS)[number]['key'];
export const FIELD_KEYS = RECORD_FIELDS.map((f) => f.key) as [TRecordField, ...TRecordField[]];
export const labelOf = (field: string): string => RECORD_FIELDS.find((f) => f.key === field)?.label ?? field;

/** Never correctable here: the 学号 is whom the record belongs to; a change of it is a new record. */
export const LOCKED_FIELDS: readonly TRecordField[] = ['studentNo'];

/** Shown masked to the student (6101**********1234): the page may be seen over a shoulder. */
export const MASKED_FIELDS: readonly TRecordField[] = ['idCard'];

/** What a new campaign lets students correct: the items a student knows better than the office. */
export const DEFAULT_EDITABLE: TRecordField[] = ['name', 'gender', 'birthDate', 'ethnicity', 'political', 'nativePlace', 'phone', 'address'];

/** Keep the first 4 and last 4 characters, star the rest: 610102200301011234 → 6101**********1234. */
export function maskValue(value: string): string {
  if (value.length <= 8) return value.replace(/./g, '*');
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
