/**
 * Certificate rules both sides run without zod: the template's placeholders (the console previews a
 * filled template as the server fills it), the issue number's form and the verify page's masking.
 */
export const APPLICANT_KINDS = ['student', 'teacher'] as const;
export type TApplicantKind = (typeof APPLICANT_KINDS)[number];

/** Copies one request may ask for. */
export const MAX_COPIES = 10;

/** What a template may name, filled from the applicant's record when the certificate is issued. */
export const PLACEHOLDERS = ['realname', 'number', 'department', 'class', 'enrollYear', 'purpose', 'copies', 'typeName', 'issueDate', 'office'] as const;
export type TPlaceholder = (typeof PLACEHOLDERS)[number];

/** `{realname}` and its kind replaced by `values`; an unknown or empty placeholder becomes ''. */
export function fillTemplate(template: string, values: Partial<Record<TPlaceholder, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => (PLACEHOLDERS as readonly string[]).includes(key) ? (values[key as TPlaceholder] ?? '') : '');
}

/** 〔2026〕证字第0012号: the site's certificates of one year, numbered from 1 without gaps. */
export const issueNumber = (year: number, seq: number) => `〔${year}〕证字第${String(seq).padStart(4, '0')}号`;

/** The holder as the public page names them: the family name only (张**, 欧阳*). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.length ? '*' : '';
  const keep = chars.length >= 4 ? 2 : 1;
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep);
}

/** The year a student number starts with (20xx…), else ''. */
export const enrollYearOf = (number: string) => /^(19|20)\d{2}/.exec(number)?.[0] ?? '';
