import type { Generated } from 'kysely';
import type { TMigration } from '../db/migrate';
import { extendBuiltinRoleGrants } from '../identity/builtin-roles';

export interface ServiceTokensTable {
  site_id: string;
  id: string;
  /** SHA-256 of the token: the token itself is shown once, at creation, and never stored. */
  token_hash: string;
  name: string;
  /** JSON permission map: the only calls the token may make. */
  grants: string;
  /** Last 4 characters, so an administrator can tell which token a script holds. */
  hint: string;
  expires: number;
  created: number;
  created_by: string;
  last_used: Generated<number>;
  last_ip: Generated<string>;
  uses: Generated<number>;
  /** When it was revoked, 0 while it is not. */
  revoked: Generated<number>;
  revoked_by: Generated<string>;
}

declare module '../db/database' {
  interface Database {
    service_tokens: ServiceTokensTable;
  }
}

/** Modules the site administrators of sites created before tokens and webhooks existed are given. */
const NEW_ADMIN_MODULES = ['tokens', 'webhooks'];

export const serviceTokensMigration: TMigration = {
  name: '000_platform_0100_service_tokens',
  async up(db) {
    await db.schema
      .createTable('service_tokens')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('grants', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('hint', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('expires', 'bigint', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_used', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('uses', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revoked', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('revoked_by', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('service_tokens_pk', ['site_id', 'id'])
      .addUniqueConstraint('service_tokens_hash', ['site_id', 'token_hash'])
      .execute();

    // Existing sites' administrators get the new console modules, as new sites do from BUILTIN_ROLES.
    await extendBuiltinRoleGrants(db, 'site-admin', 'admin', NEW_ADMIN_MODULES);
  },
};
