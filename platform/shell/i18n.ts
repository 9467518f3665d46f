import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentSite } from './site';
import { storage } from './storage';
import zh from './i18n/zh.json';
import en from './i18n/en.json';
import tw from './i18n/tw.json';

export type TLang = 'zh' | 'en' | 'tw';
export const LANGS: TLang[] = ['zh', 'en', 'tw'];
const LANG_KEY = 'lang';
const HTML_LANG: Record<TLang, string> = { zh: 'zh-CN', en: 'en', tw: 'zh-Hant-TW' };

/** An area's or an engine's strings for one language, loaded lazily with the pages that show them. */
export type TTranslationsLoader = (lang: TLang) => Promise<Record<string, unknown>>;
/** By namespace: an area's id, or an engine's (its components' strings). */
const loaders = new Map<string, TTranslationsLoader>();

const isLang = (value: unknown): value is TLang => LANGS.includes(value as TLang);

/** The user's choice (stored in officeDb), else the site's default, else zh. */
export function initialLang(): TLang {
  const stored = storage.get<string>(LANG_KEY);
  if (isLang(stored)) return stored;
  const site = currentSite().lang;
  return isLang(site) ? site : 'zh';
}

export const i18n = i18next.createInstance();

export function setupI18n(lang: TLang = initialLang()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'zh',
      resources: { zh: { shell: zh }, en: { shell: en }, tw: { shell: tw } },
      ns: ['shell'],
      defaultNS: 'shell',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  setHtmlLang(lang);
  return i18n;
}

function setHtmlLang(lang: TLang) {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

export const currentLang = (): TLang => (isLang(i18n.language) ? i18n.language : 'zh');

async function loadNamespace(namespace: string, lang: TLang): Promise<void> {
  const loader = loaders.get(namespace);
  if (!loader || i18n.hasResourceBundle(lang, namespace)) return;
  i18n.addResourceBundle(lang, namespace, await loader(lang), true, true);
}

const loadAll = async (lang: TLang): Promise<void> => {
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, lang)));
};

/**
 * Called by an engine's web entry as it is evaluated, so before the code of any area importing it has
 * arrived: its strings load with that area's (registerAreaTranslations), whichever area it is.
 */
export function registerEngineTranslations(engineId: string, loader: TTranslationsLoader): void {
  loaders.set(engineId, loader);
}

/**
 * Called when an area's code arrives: its strings for the current language, and those of the engines
 * its code brought, load before its pages show.
 */
export async function registerAreaTranslations(areaId: string, loader: TTranslationsLoader): Promise<void> {
  loaders.set(areaId, loader);
  await loadRegisteredTranslations();
}

/**
 * Loads the strings of every engine registered since (a page chunk that brought an engine's web entry
 * with it), before that chunk's pages show.
 */
export async function loadRegisteredTranslations(): Promise<void> {
  await loadAll(currentLang());
  // Titles and messages fall back to Simplified Chinese, so that bundle is always present.
  if (currentLang() !== 'zh') await loadAll('zh');
}

/** Switches the language of everything on screen and remembers the choice on this device. */
export async function changeLanguage(lang: TLang): Promise<void> {
  storage.set(LANG_KEY, lang);
  await loadAll(lang);
  await i18n.changeLanguage(lang);
  setHtmlLang(lang);
}
