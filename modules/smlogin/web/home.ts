import type { TAreaWidgets } from '@quad/platform/shell/area';
import { registerAreaTranslations } from '@quad/platform/shell/i18n';
import { translations } from './translations';

/**
 * `scanLogin`: the desktop's QR panel, which the login page shows when a site runs this area
 * (`offeredWidget('scanLogin')`). Loaded only when asked for, with its strings: the phone's login
 * page never carries it.
 */
export const smloginWidgets: TAreaWidgets = {
  scanLogin: {
    session: false,
    load: async () => {
      const [panel] = await Promise.all([import('./desktop/qr-panel'), registerAreaTranslations('smlogin', translations)]);
      return { default: panel.ScanLoginPanel };
    },
  },
};
