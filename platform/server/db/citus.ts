import { MIGRATION_TABLES, type TTableKeys } from './schema-keys';

/** The column every tenant table is distributed on. */
export const DISTRIBUTION_COLUMN = 'site_id';

/** A site's table: it has the distribution column. The others are shared by every site. */
export const isTenantTable = (keys: TTableKeys) => keys.columns.includes(DISTRIBUTION_COLUMN);

/** The table every other site's table is colocated with: the platform's people, there in every deployment. */
const ANCHOR = 'users';

/**
 * The Citus statements that distribute this schema: shared tables copied to every node, then each
 * site's table split by `site_id` and colocated with `users`, so one site's rows of every table share
 * a node and its joins stay there. The migrator's tables stay on the coordinator.
 */
export function citusStatements(tables: TTableKeys[]): string[] {
  const placed = tables.filter((t) => !MIGRATION_TABLES.includes(t.table));
  const tenant = placed.filter(isTenantTable).map((t) => t.table);
  const anchor = tenant.includes(ANCHOR) ? ANCHOR : tenant[0];
  return [
    ...placed.filter((t) => !isTenantTable(t)).map((t) => `SELECT create_reference_table('${t.table}');`),
    ...(anchor ? [`SELECT create_distributed_table('${anchor}', '${DISTRIBUTION_COLUMN}');`] : []),
    ...tenant.filter((t) => t !== anchor).map((t) => `SELECT create_distributed_table('${t}', '${DISTRIBUTION_COLUMN}', colocate_with => '${anchor}');`),
  ];
}

const BEGIN = '<!-- citus-ddl: written by `npm run citus-ddl -- --write` from the migrated schema; do not edit -->';
const END = '<!-- /citus-ddl -->';

/** The statements as docs/operations.md shows them, between its markers. */
export const citusBlock = (tables: TTableKeys[]) => `${BEGIN}\n\`\`\`sql\n${citusStatements(tables).join('\n')}\n\`\`\`\n${END}`;

/** `doc` with its statements block replaced by `block` (the doc must hold the markers). */
export function withCitusBlock(doc: string, block: string): string {
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`the Citus statements' markers are missing: ${BEGIN} … ${END}`);
  return doc.slice(0, from) + block + doc.slice(to + END.length);
}
