import type { TAreaWeb } from '@quad/platform/shell/area';
import { reportPages } from './report/pages';
import { checkPages } from './check/pages';
import { viewsPages } from './views/pages';
import { codePages } from './code/pages';
import { consolePages } from './console/pages';

/** Page groups, each in its own folder: the daily report, three checks, role views, health codes, console. */
export const pages: TAreaWeb['pages'] = { ...reportPages, ...checkPages, ...viewsPages, ...codePages, ...consolePages };

export { translations } from './translations';
