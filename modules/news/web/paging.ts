/** Pure helpers of the news pages (tested in paging.test.ts). */

/** Articles a list page asks for at a time. */
export const PAGE_SIZE = 10;

/**
 * The page infinite scroll asks for next, or undefined when everything is loaded. A short or empty
 * page also ends it, so a list that shrank while scrolling (an article withdrawn) cannot loop.
 */
export function nextPage(pages: { list: unknown[]; total: number }[], size = PAGE_SIZE): number | undefined {
  const last = pages.at(-1);
  if (!last || last.list.length < size) return undefined;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}

/** Items of all loaded pages, each once (a page boundary shifts when an article is published meanwhile). */
export function mergePages<T extends { id: string }>(pages: { list: T[] }[]): T[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.list).filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
}

/**
 * The address the messaging app signs for the share menu on an article. iOS signs the page the
 * visitor entered on (in a single-page app the address it knows never changes), other systems the
 * current one; on iOS the card then opens the entry page, the best it allows.
 */
export function shareSigningUrl(entryUrl: string, currentUrl: string, userAgent: string): string {
  return /iPhone|iPad|iPod/i.test(userAgent) ? entryUrl : currentUrl;
}

/** `datetime-local` input value ↔ Unix seconds, in the phone's own time zone. */
export function localInputToSeconds(value: string): number {
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}
