/**
 * Home pages as data: a layout is a column of widgets, chosen by the site's `home_template`. The
 * school-specific home pages of spec §2.2 (`xidianPage/home`, `home2`, …) are layouts too, so a new
 * school's home is a setting, not new code.
 */
/**
 * A widget's key: `banner` is the shell's own, every other is offered by some area's `web/home.ts`
 * (`TAreaWidgets`); a layout may name a widget no installed area offers, and it is left out.
 */
export type THomeWidget = string;

export const HOME_LAYOUTS: Record<string, readonly THomeWidget[]> = {
  /** Today's classes first: what a student opens the app for in the morning; the next exam before the apps. */
  default: ['banner', 'todayClasses', 'todos', 'notices', 'messages', 'nextExam', 'apps'],
  /** A school portal that leads with search and the person's own apps (西电-style home). */
  xidian: ['banner', 'search', 'favourites', 'todayClasses', 'notices', 'news', 'todo', 'apps'],
  /** The second home of the same family: tasks first. */
  xidian2: ['banner', 'todos', 'todo', 'messages', 'favourites', 'apps'],
  /** A news-led home. */
  news: ['banner', 'news', 'notices', 'todos', 'messages', 'apps'],
  /** A service hall: search and apps only. */
  services: ['banner', 'search', 'favourites', 'apps'],
};

export const homeLayout = (template: string | undefined): readonly THomeWidget[] =>
  (template && HOME_LAYOUTS[template]) || HOME_LAYOUTS.default!;
