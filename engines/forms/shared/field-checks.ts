import type { TField, TLocation } from './definition';

/**
 * One field's answer checked on its own: the cleaned value, `empty` (nothing given), or the message
 * that tells the person what is wrong. Pure and zod-free: the phone page runs the same checks the
 * server runs, so a person sees a mistake before sending it.
 */
export type TFieldCheck = { value: unknown } | { empty: true } | { error: string };

const EMPTY = { empty: true } as const;
const fail = (error: string) => ({ error });

/** Upload ids as the upload call returns them (`file`). */
const UPLOAD_ID = /^[A-Za-z0-9_.-]{1,100}$/;

const DEFAULT_MAX_LENGTH = { text: 200, textarea: 2000 } as const;
/** How many uploads a field takes when its design does not say. */
export const DEFAULT_MAX_COUNT = { image: 9, file: 5, signature: 1 } as const;

/** Nothing given: absent, empty, only spaces, or an empty list. */
export const isBlank = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);

/** A list answer: a JSON array, an array of strings, or a comma-separated form value. */
export function asList(raw: unknown): string[] | undefined {
  if (Array.isArray(raw)) return raw.every((v) => typeof v === 'string' || typeof v === 'number') ? raw.map((v) => String(v).trim()).filter(Boolean) : undefined;
  if (typeof raw === 'number') return [String(raw)];
  if (typeof raw !== 'string') return undefined;
  const s = raw.trim();
  if (s.startsWith('[')) {
    try {
      return asList(JSON.parse(s));
    } catch {
      return undefined;
    }
  }
  return s.split(',').map((v) => v.trim()).filter(Boolean);
}

const scalar = (raw: unknown): string | undefined => (typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined);

function checkText(f: TField, raw: unknown): TFieldCheck {
  const s = scalar(raw);
  if (s === undefined) return fail(`${f.label}格式不正确`);
  const max = f.maxLength ?? (f.kind === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text);
  const length = [...s].length;
  if (length > max) return fail(`${f.label}不能超过${max}个字`);
  if (f.minLength && length < f.minLength) return fail(`${f.label}至少${f.minLength}个字`);
  return { value: s };
}

function checkNumber(f: TField, raw: unknown): TFieldCheck {
  const s = scalar(raw);
  if (s === undefined || !/^-?\d+(\.\d+)?$/.test(s)) return fail(`${f.label}必须是数字`);
  const decimals = f.decimals ?? 0;
  const places = s.includes('.') ? s.split('.')[1]!.length : 0;
  if (places > decimals) return fail(decimals === 0 ? `${f.label}必须是整数` : `${f.label}最多保留${decimals}位小数`);
  const n = Number(s);
  if (f.min !== undefined && n < f.min) return fail(`${f.label}不能小于${f.min}`);
  if (f.max !== undefined && n > f.max) return fail(`${f.label}不能大于${f.max}`);
  return { value: n };
}

const validDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
const validTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** A date `YYYY-MM-DD` that exists, a time `HH:MM`, or both with a space: what answers and design limits look like. */
export function validWhen(kind: 'date' | 'time' | 'datetime' | string, s: string): boolean {
  if (kind === 'date') return validDate(s);
  if (kind === 'time') return validTime(s);
  const [day, time, ...rest] = s.split(' ');
  return rest.length === 0 && !!day && !!time && validDate(day) && validTime(time);
}

function checkWhen(f: TField, raw: unknown): TFieldCheck {
  let s = scalar(raw);
  if (s === undefined) return fail(`${f.label}格式不正确`);
  if (f.kind === 'datetime') s = s.replace('T', ' ').replace(/^(\S+ \d{2}:\d{2}):\d{2}$/, '$1');
  if (!validWhen(f.kind, s)) return fail(`${f.label}格式不正确`);
  // Same-shaped strings compare in time order.
  if (f.earliest && s < f.earliest) return fail(`${f.label}不能早于${f.earliest}`);
  if (f.latest && s > f.latest) return fail(`${f.label}不能晚于${f.latest}`);
  return { value: s };
}

function checkChoice(f: TField, raw: unknown): TFieldCheck {
  const allowed = new Set((f.options ?? []).map((o) => o.value));
  if (f.kind !== 'checkbox') {
    const s = scalar(raw);
    if (s === undefined || !allowed.has(s)) return fail(`${f.label}的选项不存在`);
    return { value: s };
  }
  const list = asList(raw);
  if (!list || list.some((v) => !allowed.has(v))) return fail(`${f.label}的选项不存在`);
  const picked = [...new Set(list)];
  if (picked.length === 0) return EMPTY;
  if (f.minSelect && picked.length < f.minSelect) return fail(`${f.label}至少选择${f.minSelect}项`);
  if (f.maxSelect && picked.length > f.maxSelect) return fail(`${f.label}最多选择${f.maxSelect}项`);
  return { value: picked };
}

function checkRegion(f: TField, raw: unknown, known?: (parts: string[]) => boolean): TFieldCheck {
  const parts = Array.isArray(raw) ? asList(raw) : scalar(raw)?.split('/').map((p) => p.trim());
  const depth = f.depth ?? 3;
  if (!parts || parts.length !== depth || parts.some((p) => p === '' || p.length > 30)) return fail(`请选择完整的${f.label}`);
  if (known && !known(parts)) return fail(`${f.label}不存在`);
  return { value: parts.join('/') };
}

/** GB 11643: 17 digits, a check character, and a real birth date. */
export function validIdCard(s: string): boolean {
  if (!/^\d{17}[\dX]$/.test(s)) return false;
  if (!validDate(`${s.slice(6, 10)}-${s.slice(10, 12)}-${s.slice(12, 14)}`)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
  return '10X98765432'[sum % 11] === s[17];
}

function checkPattern(f: TField, raw: unknown): TFieldCheck {
  const s = scalar(raw)?.replace(/\s/g, '');
  if (s === undefined) return fail(`${f.label}格式不正确`);
  switch (f.kind) {
    case 'phone':
      return /^1[3-9]\d{9}$/.test(s) || /^0\d{2,3}-?\d{7,8}$/.test(s) ? { value: s } : fail(`${f.label}不是有效的电话号码`);
    case 'idcard': {
      const id = s.toUpperCase();
      return validIdCard(id) ? { value: id } : fail(`${f.label}不是有效的身份证号码`);
    }
    case 'studentno':
      return /^[A-Za-z0-9-]{4,32}$/.test(s) ? { value: s } : fail(`${f.label}应为4到32位字母或数字`);
    default:
      return /^[^@\s]{1,64}@[^@\s]+\.[^@\s]{2,}$/.test(s) && s.length <= 200 ? { value: s } : fail(`${f.label}不是有效的邮箱地址`);
  }
}

function checkUploads(f: TField, raw: unknown): TFieldCheck {
  const list = asList(raw);
  if (!list || list.some((id) => !UPLOAD_ID.test(id))) return fail(`${f.label}格式不正确`);
  const ids = [...new Set(list)];
  if (ids.length === 0) return EMPTY;
  const max = f.maxCount ?? DEFAULT_MAX_COUNT[f.kind as keyof typeof DEFAULT_MAX_COUNT] ?? 1;
  if (ids.length > max) return fail(`${f.label}最多${max}个`);
  return { value: ids };
}

function checkLocation(f: TField, raw: unknown): TFieldCheck {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return fail(`${f.label}格式不正确`);
    }
  }
  const o = v as Partial<TLocation> | null;
  const lng = Number(o?.lng);
  const lat = Number(o?.lat);
  const address = typeof o?.address === 'string' ? o.address.trim() : '';
  if (!o || typeof o !== 'object' || !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    return fail(`${f.label}格式不正确`);
  if (address === '') return fail(`${f.label}缺少地址`);
  if ([...address].length > 200) return fail(`${f.label}的地址不能超过200个字`);
  return { value: { lng, lat, address } satisfies TLocation };
}

export interface TCheckOptions {
  /** Whether a region answer names a real place (the server passes the region list; pages may not). */
  regionKnown?: (parts: string[]) => boolean;
}

/** Checks one field's raw answer (computed fields and tables are handled by `checkAnswer`). */
export function checkField(f: TField, raw: unknown, options: TCheckOptions = {}): TFieldCheck {
  if (isBlank(raw)) return EMPTY;
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return checkText(f, raw);
    case 'number':
      return checkNumber(f, raw);
    case 'date':
    case 'time':
    case 'datetime':
      return checkWhen(f, raw);
    case 'radio':
    case 'select':
    case 'checkbox':
      return checkChoice(f, raw);
    case 'region':
      return checkRegion(f, raw, options.regionKnown);
    case 'phone':
    case 'idcard':
    case 'studentno':
    case 'email':
      return checkPattern(f, raw);
    case 'image':
    case 'file':
    case 'signature':
      return checkUploads(f, raw);
    case 'location':
      return checkLocation(f, raw);
    default:
      return EMPTY;
  }
}

/** The message for a required field left empty: 填写, 选择, 上传 or 完成 as the kind asks. */
export function requiredMessage(f: TField): string {
  switch (f.kind) {
    case 'radio':
    case 'select':
    case 'checkbox':
    case 'region':
    case 'date':
    case 'time':
    case 'datetime':
      return `请选择${f.label}`;
    case 'image':
    case 'file':
      return `请上传${f.label}`;
    case 'location':
      return `请获取${f.label}`;
    case 'signature':
      return `请完成${f.label}`;
    case 'table':
      return `请添加${f.label}`;
    default:
      return `请填写${f.label}`;
  }
}
