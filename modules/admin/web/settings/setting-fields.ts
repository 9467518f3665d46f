/**
 * How the console edits each setting: one line of text, a list of codes, a JSON record, or a provider
 * form whose `secret` is a password field (write-only: the server only says whether one is set).
 */
export type TEditor =
  | { kind: 'text' }
  | { kind: 'list' }
  | { kind: 'json' }
  | { kind: 'provider'; fields: string[]; choices: Record<string, string[]>; help?: string };

/** The school's own systems (card, energy, network billing), all over the house's signed REST protocol. */
const SCHOOL_SYSTEM = {
  fields: ['kind', 'baseUrl', 'appId', 'secret'],
  choices: { kind: ['none', 'rest'] },
  help: 'settings.help.schoolSystem',
};

const PROVIDERS: Record<string, { fields: string[]; choices: Record<string, string[]>; help?: string }> = {
  messaging: { fields: ['kind', 'corpId', 'agentId', 'appKey', 'secret'], choices: { kind: ['none', 'demo', 'wecom', 'dingtalk'] } },
  cas: { fields: ['serverUrl'], choices: {} },
  payments: { fields: ['kind', 'merchantId', 'appId', 'secret'], choices: { kind: ['none', 'wechat', 'alipay'] } },
  sms: { fields: ['kind', 'accessKeyId', 'signName', 'secret'], choices: { kind: ['none', 'aliyun', 'tencent'] } },
  cardSystem: SCHOOL_SYSTEM,
  energySystem: SCHOOL_SYSTEM,
  networkSystem: SCHOOL_SYSTEM,
};

/** Provider fields with a translated label (`settings.field.*`). */
export const FIELDS = [...new Set(Object.values(PROVIDERS).flatMap((p) => p.fields))].filter((f) => f !== 'secret');

export const TITLE_PREFIX = 'titles.';

export function editorOf(key: string): TEditor {
  const provider = PROVIDERS[key];
  if (provider) return { kind: 'provider', ...provider };
  if (key === 'hiddenFeatures' || key === 'enabledApps') return { kind: 'list' };
  if (key === 'appCategories' || key === 'pageVariants') return { kind: 'json' };
  return { kind: 'text' };
}

/** A value as one short line for the table; provider secrets show as set or not, never as text. */
export function summary(value: unknown, t: (key: string) => string): string {
  if (value === null) return t('settings.allApps');
  if (value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? value.join('、') : '—';
  const record = value as Record<string, unknown>;
  const parts = Object.entries(record)
    .filter(([k]) => k !== 'secret_set')
    .map(([k, v]) => `${FIELDS.includes(k) ? t(`settings.field.${k}`) : k}: ${typeof v === 'string' ? v || '—' : JSON.stringify(v)}`);
  if ('secret_set' in record)
    parts.push(`${t('settings.secret')}: ${t(record.secret_set ? 'settings.secretSet' : 'settings.secretUnset')}`);
  return parts.length ? parts.join('；') : '—';
}

/** What the edit form starts with, and what it sends back (the secret only when one was typed). */
export function toForm(key: string, value: unknown): Record<string, unknown> {
  const editor = editorOf(key);
  if (editor.kind === 'json') return { value: JSON.stringify(value ?? {}, null, 2) };
  if (editor.kind === 'provider') {
    const rest: Record<string, unknown> = { ...(value as object | undefined) };
    delete rest.secret_set;
    return { ...rest, secret: '' };
  }
  return { value };
}

/** The form's values as the setting's value; undefined when the JSON typed is not JSON. */
export function fromForm(key: string, form: Record<string, unknown>): { value: unknown } | undefined {
  const editor = editorOf(key);
  if (editor.kind === 'provider') {
    const out: Record<string, unknown> = {};
    for (const field of editor.fields) if (form[field] !== undefined && form[field] !== '') out[field] = form[field];
    for (const field of editor.fields) if (field !== 'secret') out[field] ??= '';
    return { value: out };
  }
  if (editor.kind === 'json') {
    try {
      return { value: JSON.parse(String(form.value ?? '{}')) };
    } catch {
      return undefined;
    }
  }
  if (editor.kind === 'list') return { value: form.value ?? [] };
  return { value: form.value ?? '' };
}
