import { dayOf } from '@quad/datasets-engine/server';
import type { TRecordField } from '../contract-fields';

/** A real day written as records keep days, YYYY-MM-DD and nothing else. */
const isDay = (v: string) => dayOf(v) === v;

/** What a new value must look like, per item; items absent here take any text (the office reads it). */
const RULES: Partial<Record<TRecordField, { test: (v: string) => boolean; message: string }>> = {
  gender: { test: (v) => v === '男' || v === '女', message: '性别只能填写 男 或 女' },
  birthDate: { test: isDay, message: '出生日期格式不正确，应如 2005-09-01' },
  enrolled: { test: isDay, message: '入学日期格式不正确，应如 2024-09-01' },
  idCard: { test: (v) => /^\d{17}[\dXx]$/.test(v), message: '身份证号应为18位，最后一位可以是X' },
  phone: { test: (v) => /^1\d{10}$/.test(v), message: '手机号应为11位数字' },
  name: { test: (v) => v.length <= 40, message: '姓名不能超过40个字' },
};

/** The Chinese reason a new value is refused, or undefined when it may be sent to the office. */
export function valueProblem(field: TRecordField, value: string): string | undefined {
  const rule = RULES[field];
  return rule && !rule.test(value) ? rule.message : undefined;
}
