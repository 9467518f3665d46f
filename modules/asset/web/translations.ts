import type { TAreaWeb } from '@quad/platform/shell/area';

/** Kept apart from the pages so strings can load without the screens. */
export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
