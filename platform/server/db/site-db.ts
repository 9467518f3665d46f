import type { Insertable, Kysely, SelectQueryBuilder, Transaction, UpdateQueryBuilder, DeleteQueryBuilder, DeleteResult, UpdateResult } from 'kysely';
import type { Database } from './database';

/** Tables that belong to a site: every one of them has `site_id` first in its primary key. */
export type TenantTable = {
  [K in keyof Database]: Database[K] extends { site_id: string } ? K : never;
}[keyof Database];

type Row<T extends TenantTable> = Omit<Insertable<Database[T]>, 'site_id'>;

/**
 * The only way modules reach tenant tables: every query it starts is already limited to one site,
 * and every row it inserts is stamped with that site. The site comes from the request's host.
 */
export class SiteDb {
  constructor(
    readonly db: Kysely<Database>,
    readonly siteId: string,
    /** The database itself, the same inside its transactions (what prepared queries and caches are kept by). */
    readonly root: Kysely<Database> = db,
    /** Inside `transaction`: what runs once it commits. */
    private readonly onCommit?: (() => void)[],
  ) {}

  /** Runs `effect` once this SiteDb's transaction commits (never if it rolls back), or now outside one. */
  afterCommit(effect: () => void): void {
    if (this.onCommit) this.onCommit.push(effect);
    else effect();
  }

  // Kysely cannot type a `where` on a table chosen by a generic, hence the casts inside these helpers.
  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (this.db.selectFrom(table) as any).where(`${table}.site_id`, '=', this.siteId);
  }

  insertInto<T extends TenantTable>(table: T, values: Row<T> | Row<T>[]) {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, site_id: this.siteId }));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return this.db.insertInto(table).values(rows as any);
  }

  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (this.db.updateTable(table) as any).where(`${table}.site_id`, '=', this.siteId);
  }

  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (this.db.deleteFrom(table) as any).where(`${table}.site_id`, '=', this.siteId);
  }

  /** Runs `work` in one transaction: multi-table writes land whole or not at all. */
  async transaction<R>(work: (tx: SiteDb) => Promise<R>): Promise<R> {
    if (this.db.isTransaction) return work(this);
    const committed: (() => void)[] = [];
    const result = await this.db.transaction().execute((trx: Transaction<Database>) => work(new SiteDb(trx, this.siteId, this.root, committed)));
    for (const effect of committed) effect();
    return result;
  }
}
