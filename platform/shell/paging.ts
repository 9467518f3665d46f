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

/** What tells most items apart: their `id`. */
export const byId = (item: unknown): unknown => (item as { id: string }).id;

/**
 * Items of all loaded pages, each once (a page boundary shifts when an item is published meanwhile),
 * told apart by `id` or by `keyOf`.
 */
export function mergePages<T extends { id: string }>(pages: { list: T[] }[]): T[];
export function mergePages<T>(pages: { list: T[] }[], keyOf: (item: T) => unknown): T[];
export function mergePages<T>(pages: { list: T[] }[], keyOf: (item: T) => unknown = byId): T[] {
  const seen = new Set<unknown>();
  return pages.flatMap((p) => p.list).filter((item) => !seen.has(keyOf(item)) && (seen.add(keyOf(item)), true));
}
