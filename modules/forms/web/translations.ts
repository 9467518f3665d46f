import type { TAreaWeb } from '@quad/platform/shell/area';

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
