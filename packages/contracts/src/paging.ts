import { z } from 'zod';
import { int } from './fields';

type TPaging = { maxSize?: number; defaultSize?: number; maxPage?: number };

/**
 * A list call's `page`/`size` fields (named in Chinese for validation messages), to stand among a call's
 * own fields where the call lists them; `pagedInput` is the usual input with them first.
 */
export function pageFields({ maxSize = 50, defaultSize = 20, maxPage = 10_000 }: TPaging = {}) {
  return { page: int('页码', 1, maxPage).default(1), size: int('每页条数', 1, maxSize).default(defaultSize) };
}

/**
 * One shape for every list call, so every list pages the same way: the input's `page`/`size` and the
 * answer's `{ list, total }`, with a call's own fields beside them.
 */
export function pagedInput<T extends z.ZodRawShape = Record<never, never>>(extra?: T, paging: TPaging = {}) {
  return z.object({ ...pageFields(paging), ...(extra ?? ({} as T)) });
}

/** A page of rows (`list`) and how many rows the whole list has (`total`), with a call's own fields beside them. */
export function pageOf<I extends z.ZodType, T extends z.ZodRawShape = Record<never, never>>(item: I, extra?: T) {
  return z.object({ list: z.array(item), total: z.number(), ...(extra ?? ({} as T)) });
}
