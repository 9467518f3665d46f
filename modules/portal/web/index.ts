import type { TAreaWeb } from '@quad/platform/shell/area';
import { layoutPage } from './pages/layout-page';
import { SquarePage } from './pages/square';

/** The school home variants are layouts (platform/shell/home-layouts.ts), one widget per single-purpose page. */
export const pages: TAreaWeb['pages'] = {
  'applicationSquare/index': SquarePage,
  'xidianPage/home': layoutPage('xidian'),
  'xidianPage/home2': layoutPage('xidian2'),
  'xidianPage/news': layoutPage(['news']),
  'xidianPage/notices': layoutPage(['notices']),
  'xidianPage/addressBook': layoutPage(['addressBook']),
  'xidianPage/taskCenter': layoutPage(['todos', 'todo', 'messages']),
  'xidianPage/services': layoutPage(['search', 'favourites', 'apps']),
  'xidianPage/search': SquarePage,
  'xidianPage/subscription': layoutPage(['subscription']),
  'xidianPage/processTracking': layoutPage(['processTracking']),
};

export { translations } from './translations';
