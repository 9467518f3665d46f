import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import { SiteDb } from './site-db';

/** What a prepared query takes: named plain values, each bound as one parameter. */
type TValues = Record<string, string | number>;

/** Stand-ins for the values while the query is built; a NUL never occurs in our ids or text. */
const MARK = '\u0000quad-value:';
const SITE_MARK = `${MARK}\u0000site`;

interface TTemplate {
  sql: string;
  query: CompiledQuery['query'];
  /** Per parameter: the name of the caller's value, the site, or a constant of the query. */
  slots: ({ name: string } | { site: true } | { constant: unknown })[];
}

function templateOf<V extends TValues>(
  siteDb: SiteDb,
  build: (siteDb: SiteDb, values: V) => Compilable<unknown>,
  names: string[],
): TTemplate {
  const marks = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as V;
  const compiled = build(new SiteDb(siteDb.root, SITE_MARK), marks).compile();
  const slots = compiled.parameters.map((p) => {
    if (p === SITE_MARK) return { site: true as const };
    if (typeof p === 'string' && p.startsWith(MARK)) return { name: p.slice(MARK.length) };
    // A value folded into a bigger parameter (a LIKE pattern, say) cannot be bound afresh.
    if (typeof p === 'string' && p.includes(MARK)) throw new Error(`prepared query: a value is part of a parameter: ${compiled.sql}`);
    return { constant: p };
  });
  return { sql: compiled.sql, query: compiled.query, slots };
}

/**
 * A query the hot paths (a report save, every signed-in request) run thousands of times a second.
 * Kysely builds and compiles a query on every run, which was a sixth of a save's time; this builds
 * it once per database, with stand-ins for the values and for the site, and later runs only bind
 * them. The site stays a bound parameter taken from the SiteDb, so one template serves every site
 * and no run can reach another site's rows. `build` must give the same shape for any values (no
 * branching on them, no lists: an `in (...)` has one parameter per item), and every run passes the
 * same names (the template is built from the first run's).
 */
export function preparedQuery<V extends TValues, R>(build: (siteDb: SiteDb, values: V) => Compilable<R>) {
  const templates = new WeakMap<object, TTemplate>();
  const compiledFor = (siteDb: SiteDb, values: V): CompiledQuery<R> => {
    let template = templates.get(siteDb.root);
    if (!template) {
      template = templateOf(siteDb, build, Object.keys(values));
      templates.set(siteDb.root, template);
    }
    const parameters = template.slots.map((s) => ('constant' in s ? s.constant : 'site' in s ? siteDb.siteId : values[s.name]));
    return { sql: template.sql, query: template.query, parameters, queryId: createQueryId() };
  };
  return {
    async all(siteDb: SiteDb, values: V): Promise<R[]> {
      return (await siteDb.db.executeQuery(compiledFor(siteDb, values))).rows;
    },
    async first(siteDb: SiteDb, values: V): Promise<R | undefined> {
      return (await siteDb.db.executeQuery(compiledFor(siteDb, values))).rows[0];
    },
    /** For writes: how many rows it changed. */
    async run(siteDb: SiteDb, values: V): Promise<number> {
      return Number((await siteDb.db.executeQuery(compiledFor(siteDb, values))).numAffectedRows ?? 0);
    },
  };
}
