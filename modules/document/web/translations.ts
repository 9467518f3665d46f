import type { TAreaWeb } from '@quad/platform/shell/area';

/** The area's strings, loaded with its pages. */
export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
