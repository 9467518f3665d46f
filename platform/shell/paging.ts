/** Lists that load a page at a time as the reader scrolls (infinite scroll): what to ask for next, and the items so far. */

/** Items a list page asks for at a time. */
export const PAGE_SIZE = 10;

/**
 * The page infinite scroll asks for next, or undefined when everything is loaded. A short or empty
 * page also ends it, so a list that shrank while scrolling (an item withdrawn) cannot loop.
 */
export function nextPage(pages: { list: unknown[]; total: number }[], size = PAGE_SIZE): number | undefined {
  const last = pages.at(-1);
  if (!last || last.list.length < size) return undefined;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}

/** Items of all loaded pages, each once (a page boundary shifts when an item is published meanwhile). */
export function mergePages<T extends { id: string }>(pages: { list: T[] }[]): T[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.list).filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
}
