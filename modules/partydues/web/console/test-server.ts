import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

/** The area's strings for the console's screens. */
export const setupStrings = () => setupI18n('zh').addResourceBundle('zh', 'partydues', zh, true, true);

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
