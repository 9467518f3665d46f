import type { TAreaWeb } from '@quad/platform/shell/area';
import { CaptchaPage } from './pages/captcha-page';

/** The hkhtml area's one page, keyed like the manifest's route (`modules/hkhtml/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'hkhtml/index': CaptchaPage,
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
