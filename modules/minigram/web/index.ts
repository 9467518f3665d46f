import type { TAreaWeb } from '@quad/platform/shell/area';
import { CorpBindPage } from './pages/corp-bind';
import { MinigramLoginPage } from './pages/minigram-login';

export const pages: TAreaWeb['pages'] = {
  'xidianMinigramLogin/index': MinigramLoginPage,
  'corpBind/index': CorpBindPage,
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
