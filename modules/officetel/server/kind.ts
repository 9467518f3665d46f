import { z } from 'zod';
import { asCell, defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { DIRECTORY_KIND } from '../contract';

/**
 * A phone number as offices write it: digits with dashes, spaces or brackets, a leading +, several
 * numbers apart by / 、 , or ；, and an extension (转123, 分机123, ext 123). At least 3 digits
 * (110, 120 and the campus's short numbers), at most 40.
 */
const PHONE = /^\+?[\d\s()（）\-－—]+(\s*(转|分机|ext\.?|x)\s*\d{1,6})?$/i;
const SEPARATORS = /\s*[/、,，;；]\s*/;

const PHONE_MESSAGE = '电话号码格式不正确：只能填写数字、短横线、空格和分机号（如 029-88201234 转123）';

export function phoneProblem(phone: string): string | undefined {
  const parts = phone.split(SEPARATORS).filter(Boolean);
  const digits = phone.replace(/\D/g, '');
  if (parts.length === 0 || !parts.every((p) => PHONE.test(p) && p.replace(/\D/g, '').length >= 3) || digits.length > 40) {
    return PHONE_MESSAGE;
  }
  return undefined;
}

export const directoryColumns = z.object({
  unit: textColumn('单位', 60),
  office: optionalTextColumn('部门/科室', 60),
  phone: z
    .preprocess(asCell, z.string({ error: '请填写电话' }).trim().min(1, '请填写电话').max(80, '电话不能超过80个字'))
    .superRefine((phone, ctx) => {
      const problem = phoneProblem(phone);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe('电话'),
  room: optionalTextColumn('地址/房间', 80),
  campus: optionalTextColumn('校区', 20),
  note: optionalTextColumn('备注', 100),
  order: z
    .preprocess(asCell, z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(-99_999, '排序不能小于-99999').max(99_999, '排序不能大于99999').optional())
    .describe('排序'),
});
export type TDirectoryRow = z.output<typeof directoryColumns>;

/** The phone book: public (no person column), one row per unit, office and number. */
export const directoryKind = defineDatasetKind({
  id: DIRECTORY_KIND,
  owner: 'officetel',
  title: '校园电话簿',
  columns: directoryColumns,
  key: ['unit', 'office', 'phone'],
});
