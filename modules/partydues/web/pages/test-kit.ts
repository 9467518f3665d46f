import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';

/** The area's strings and the ledger engine's, as the shell loads them before a page shows. */
export async function setupStrings() {
  setupI18n('zh').addResourceBundle('zh', 'partydues', zh, true, true);
  await loadRegisteredTranslations();
}
