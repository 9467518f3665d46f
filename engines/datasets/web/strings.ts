import { registerEngineTranslations } from '@quad/platform/shell/i18n';

// Imported by every component of the engine, phone and console: whichever area's code brings one, the
// engine's strings load with that area's, before its pages show. A module of its own, not the entry,
// so each area's chunk takes only the components it uses.
registerEngineTranslations('datasets-engine', async (lang) => (await import(`../i18n/${lang}.json`)).default);

export const DATASETS_NS = 'datasets-engine';
