import { i18n } from '../i18n';
import zh from './i18n/zh.json';
import en from './i18n/en.json';
import tw from './i18n/tw.json';

/** The console frame's own strings (namespace `console`), added when its chunk arrives, so the phone's first load doesn't carry them. */
for (const [lang, strings] of Object.entries({ zh, en, tw })) {
  if (!i18n.hasResourceBundle(lang, 'console')) i18n.addResourceBundle(lang, 'console', strings);
}

export const CONSOLE_NS = 'console';
