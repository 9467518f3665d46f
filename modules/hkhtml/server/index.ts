import type { TServerModule } from '@quad/platform/server/module';
import { hkhtmlManifest } from '../module';

/** No calls of its own: the page uses the platform's `/api/captcha/new` and `/api/captcha/check`. */
export const hkhtmlServer: TServerModule = {
  manifest: hkhtmlManifest,
};
