import type { TAreaWeb } from '@quad/platform/shell/area';

/** Kept apart from the pages so the login page's widget can load the strings without the phone pages. */
export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
