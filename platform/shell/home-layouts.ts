/**
 * Home pages as data: a layout is a column of widgets, chosen by the site's `home_template`. The
 * school-specific home pages of spec §2.2 (`xidianPage/home`, `home2`, …) are layouts too, so a new
 * school's home is a setting, not new code.
 */
export const HOME_WIDGETS = [
  /** The site's logo and name, and who is signed in. */
  'banner',
  /** A search box that opens the application square. */
  'search',
  /** My favourite apps. */
  'favourites',
  /** Notices addressed to me, with the must-read popup. */
  'notices',
  /** School news. */
  'news',
  /** My unread messages. */
  'messages',
  /** What I still have to do (forms to fill, …). */
  'todo',
  /** The apps I may use, by category. */
  'apps',
  /** New items of my RSS subscriptions. */
  'subscription',
  /** Where my applications and submissions stand. */
  'processTracking',
  /** The school's phone book. */
  'addressBook',
] as const;
export type THomeWidget = (typeof HOME_WIDGETS)[number];

export const HOME_LAYOUTS: Record<string, readonly THomeWidget[]> = {
  default: ['banner', 'notices', 'messages', 'apps'],
  /** A school portal that leads with search and the person's own apps (西电-style home). */
  xidian: ['banner', 'search', 'favourites', 'notices', 'news', 'todo', 'apps'],
  /** The second home of the same family: tasks first. */
  xidian2: ['banner', 'todo', 'messages', 'favourites', 'apps'],
  /** A news-led home. */
  news: ['banner', 'news', 'notices', 'messages', 'apps'],
  /** A service hall: search and apps only. */
  services: ['banner', 'search', 'favourites', 'apps'],
};

export const homeLayout = (template: string | undefined): readonly THomeWidget[] =>
  (template && HOME_LAYOUTS[template]) || HOME_LAYOUTS.default!;
