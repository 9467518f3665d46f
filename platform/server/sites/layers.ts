import { ZSiteSettings, type TSiteSettings } from './settings';

/**
 * Layered settings: platform defaults → site → department. Every setting is one flat key
 * (`copyright`, `hiddenFeatures`, `titles.news/index`, …); this file is the only place that decides
 * which layer wins, so the settings answer, the providers and the console agree.
 */
export type TLayer = 'platform' | 'site' | 'department';
export type TFlat = Record<string, unknown>;

/** Whole-value keys. Route titles are keyed one route at a time, `titles.<module/page>`. */
export const SETTING_KEYS = [
  'copyright',
  'logo',
  'homeTemplate',
  'hiddenFeatures',
  'enabledApps',
  'appCategories',
  'pageVariants',
  'mapsKey',
  'messaging',
  'cas',
  'payments',
  'sms',
  // The school's own systems the areas reach through platform/server/connectors/school-system.ts.
  'cardSystem',
  'energySystem',
  'networkSystem',
] as const;
export type TSettingKey = (typeof SETTING_KEYS)[number];

export const TITLE_PREFIX = 'titles.';

/**
 * What a department may change for its own people: how the portal looks to them (titles, hidden
 * features, home layout, their app square). Identity, providers and keys stay per site.
 */
export const DEPARTMENT_KEYS: readonly string[] = ['homeTemplate', 'hiddenFeatures', 'enabledApps', 'appCategories'];

/** Provider configurations whose `secret` is write-only. */
export const SECRET_KEYS: readonly string[] = ['messaging', 'payments', 'sms', 'cardSystem', 'energySystem', 'networkSystem'];

export const isSettingKey = (key: string): boolean =>
  (SETTING_KEYS as readonly string[]).includes(key) || (key.startsWith(TITLE_PREFIX) && key.length > TITLE_PREFIX.length);

export const isDepartmentKey = (key: string): boolean => DEPARTMENT_KEYS.includes(key) || key.startsWith(TITLE_PREFIX);

/** The stored site JSON (plus the logo column) as flat keys: only what the site itself set. */
export function flattenSite(raw: Record<string, unknown>, logo: string): TFlat {
  const flat: TFlat = {};
  for (const key of SETTING_KEYS) if (raw[key] !== undefined) flat[key] = raw[key];
  const titles = raw.titles;
  if (titles && typeof titles === 'object') for (const [route, title] of Object.entries(titles)) flat[TITLE_PREFIX + route] = title;
  if (logo) flat.logo = logo;
  return flat;
}

/** Flat keys back into the shape of the site JSON (`titles` as one record). */
export function nest(flat: TFlat): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const titles: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    if (key.startsWith(TITLE_PREFIX)) titles[key.slice(TITLE_PREFIX.length)] = value;
    else out[key] = value;
  }
  if (Object.keys(titles).length) out.titles = titles;
  return out;
}

export interface TResolved {
  value: unknown;
  source: TLayer;
}

/** The built-in defaults count as the platform layer: the platform store only overrides them. */
const BUILTIN: TFlat = {
  ...ZSiteSettings.parse({}),
  logo: '',
  cas: { serverUrl: '' },
  payments: { kind: 'none', merchantId: '', appId: '', secret: '' },
  sms: { kind: 'none', accessKeyId: '', signName: '', secret: '' },
  ...Object.fromEntries(
    ['cardSystem', 'energySystem', 'networkSystem'].map((key) => [key, { kind: 'none', baseUrl: '', appId: '', secret: '' }]),
  ),
  appCategories: {},
  pageVariants: {},
};

/** Effective value and origin of every key: the nearest layer that set it wins. */
export function resolveLayers(platform: TFlat, site: TFlat, department: TFlat = {}): Map<string, TResolved> {
  const out = new Map<string, TResolved>();
  for (const key of SETTING_KEYS) if (BUILTIN[key] !== undefined) out.set(key, { value: BUILTIN[key], source: 'platform' });
  const layers: [TLayer, TFlat][] = [
    ['platform', platform],
    ['site', site],
    ['department', department],
  ];
  for (const [source, values] of layers) {
    for (const [key, value] of Object.entries(values)) {
      if (source === 'department' && !isDepartmentKey(key)) continue;
      out.set(key, { value, source });
    }
  }
  return out;
}

/** Effective settings in the shape the rest of the server reads; keys no layer knows stay as the site stored them. */
export function effectiveSettings(resolved: Map<string, TResolved>, siteRaw: Record<string, unknown>): TSiteSettings & { logo?: string } {
  const flat: TFlat = {};
  for (const [key, { value }] of resolved) flat[key] = value;
  const parsed = ZSiteSettings.safeParse({ ...siteRaw, ...nest(flat) });
  return parsed.success ? parsed.data : ZSiteSettings.parse({});
}

/** A value as answers show it: provider secrets become `secret_set`. */
export function maskSecret(key: string, value: unknown): unknown {
  if (!SECRET_KEYS.includes(key) || !value || typeof value !== 'object') return value;
  const { secret, ...rest } = value as Record<string, unknown>;
  return { ...rest, secret_set: typeof secret === 'string' && secret !== '' };
}
