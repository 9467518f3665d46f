import type { TAreaWeb } from '@quad/platform/shell/area';
import { HomepagePage } from './pages/homepage';
import { LoginPage } from './pages/login';
import { PaymentPage } from './pages/payment';
import { BindPhonePage, ChangePhonePage } from './pages/phone';
import { ResetPasswordPage } from './pages/reset-password';

/** The account centre's screens, keyed like the manifest's routes (`modules/polymerization/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'polymerization/homepage': HomepagePage,
  'polymerization/bindPhone': BindPhonePage,
  'polymerization/changePhone': ChangePhonePage,
  'polymerization/resetPassword': ResetPasswordPage,
  'polymerization/login': LoginPage,
  'polymerization/payment': PaymentPage,
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
