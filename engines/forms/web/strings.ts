import { registerEngineTranslations } from '@quad/platform/shell/i18n';

// Imported by the form view, inside which every string of the engine shows: whichever area's code
// brings it, the engine's strings load with that area's. A module of its own, not the entry, so the
// entry stays a plain list of exports and each area's chunk takes only the parts it uses.
registerEngineTranslations('forms-engine', async (lang) => (await import(`../i18n/${lang}.json`)).default);
