import { z } from 'zod';
import { int } from './fields';

/**
 * One shape for every list call, so every list pages the same way: the input's `page`/`size` (named in
 * Chinese for validation messages) and the answer's `{ list, total }`, with a call's own fields beside them.
 */
export function pagedInput<T extends z.ZodRawShape = Record<never, never>>(
  extra?: T,
  { maxSize = 50, defaultSize = 20, maxPage = 10_000 }: { maxSize?: number; defaultSize?: number; maxPage?: number } = {},
) {
  return z.object({
    page: int('页码', 1, maxPage).default(1),
    size: int('每页条数', 1, maxSize).default(defaultSize),
    ...(extra ?? ({} as T)),
  });
}

/** A page of rows (`list`) and how many rows the whole list has (`total`), with a call's own fields beside them. */
export function pageOf<I extends z.ZodType, T extends z.ZodRawShape = Record<never, never>>(item: I, extra?: T) {
  return z.object({ list: z.array(item), total: z.number(), ...(extra ?? ({} as T)) });
}
