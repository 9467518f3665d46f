import { i18n } from '../i18n';

/**
 * Adds strings that only console code reads (namespace `namespace`, every language at once) when that
 * code arrives, so the phone's first load doesn't carry them. The app sets i18n up before console code
 * arrives; a test may import a screen first, and then they join at setup.
 */
export function addConsoleStrings(namespace: string, bundles: Record<string, object>): void {
  const add = () => {
    for (const [lang, strings] of Object.entries(bundles)) if (!i18n.hasResourceBundle(lang, namespace)) i18n.addResourceBundle(lang, namespace, strings);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
