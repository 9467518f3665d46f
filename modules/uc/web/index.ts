import type { TAreaWeb } from '@quad/platform/shell/area';
import { LoginPage } from './pages/login';
import { PersonalPage } from './pages/personal';
import { EditPage } from './pages/edit';
import { SignInsPage } from './pages/signins';
import { SwitchPage } from './pages/switch';
import { PasswordPage } from './pages/password';

/** The uc area's screens, keyed like the manifest's routes (`modules/uc/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'center/login': LoginPage,
  'center/personal': PersonalPage,
  'center/edit': EditPage,
  'center/switch': SwitchPage,
  'center/signins': SignInsPage,
  'center/password': PasswordPage,
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
