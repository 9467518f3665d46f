import { registerEngineTranslations } from '@quad/platform/shell/i18n';

// Imported by every component of the engine: whichever area's page brings one (payments, wallet), the
// engine's strings load with that area's, before its pages show. A module of its own, not the entry,
// so each area's chunk takes only the components it uses.
registerEngineTranslations('ledger-engine', async (lang) => (await import(`../i18n/${lang}.json`)).default);

export const LEDGER_NS = 'ledger-engine';
