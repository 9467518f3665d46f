import { z } from 'zod';
import type { TFieldErrors } from '@quad/contracts/envelope';
import type { TAnswerLang } from '../i18n/lang';

z.config(z.locales.zhCN());

const ownIssues = { en: z.locales.en().localeError, tw: z.locales.zhTW().localeError };
/**
 * A refused input's error with zod's own messages (the checks a contract names no message for) in the
 * reader's language: the input parsed again with that language's messages, so only a refusal pays for
 * it, and a zh reader's not even then. The contracts' messages are translated with the rest of the
 * answer (i18n/answers.ts).
 */
export function errorIn(lang: TAnswerLang, schema: z.ZodType, input: unknown, error: z.ZodError): z.ZodError {
  return lang === 'zh' ? error : (schema.safeParse(input, { error: ownIssues[lang] }).error ?? error);
}

/** The field's Chinese label: its description, looking through optional/default/pipe wrappers. */
function labelOf(schema: z.ZodType, key: string): string {
  if (!(schema instanceof z.ZodObject)) return key;
  let field: z.ZodType | undefined = (schema.shape as Record<string, z.ZodType>)[key];
  for (let depth = 0; field && depth < 5; depth++) {
    if (field.description) return field.description;
    const def = field._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
    field = def.innerType ?? def.in;
  }
  return key;
}

/** Zod issues → one Chinese message per field, naming the field the way the user knows it. */
export function toFieldErrors(schema: z.ZodType, error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (errors[key]) continue;
    const label = labelOf(schema, String(issue.path[0] ?? ''));
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    if (missing && !issue.message.includes(label)) errors[key] = `请填写${label}`;
    else errors[key] = issue.message.includes(label) || key === '_' ? issue.message : `${label}：${issue.message}`;
  }
  return errors;
}
