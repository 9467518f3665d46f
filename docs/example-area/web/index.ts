import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { ExamplePage } from './example-page';

/** Page components keyed like the manifest's routes. */
export const pages: TAreaWeb['pages'] = {
  'example/index': ExamplePage,
  'example/manage': consolePage('example/manage', () => import('./manage-screen')),
};

export const translations: TAreaWeb['translations'] = async (lang) => (await import(`../i18n/${lang}.json`)).default;
