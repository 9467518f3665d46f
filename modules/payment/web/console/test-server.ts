import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

/** The area's strings, the console's under `console`. */
export const setupStrings = () => setupI18n('zh').addResourceBundle('zh', 'payment', zh, true, true);

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
