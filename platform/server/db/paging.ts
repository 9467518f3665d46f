import type { SelectQueryBuilder } from 'kysely';

export interface TPage {
  page: number;
  size: number;
}

/** How many rows a query finds (its selection and order are left aside). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number((row as { n?: string | number } | undefined)?.n ?? 0);
}

/** One page of an ordered query (`page` counts from 1): use with `$call`. */
export const onPage =
  ({ page, size }: TPage) =>
  <Q extends SelectQueryBuilder<never, never, unknown>>(query: Q): Q =>
    query.limit(size).offset((page - 1) * size) as Q;

/**
 * One page of what `ordered` selects from `base` (its filters), and how many rows `base` finds in all:
 * every paged list's two queries.
 */
export async function pagedRows<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: TPage,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
) {
  const rows = await ordered(base).$call(onPage(page)).execute();
  return { rows, total: await countRows(base) };
}
