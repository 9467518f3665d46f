import type { TMigration } from '@quad/platform/server/db/migrate';
import { extendBuiltinRoleGrants } from '@quad/platform/server/identity/builtin-roles';

/** A site's CAS client: one row per site, none until an administrator saves it. CAS needs no secret. */
export interface SsoCasSettingsTable {
  site_id: string;
  enabled: number;
  /** The CAS server's base, without a trailing slash (`https://cas.example.edu.cn/cas`). */
  server_url: string;
  /** The attribute holding the person's number (学工号); '' = the CAS user itself. */
  number_attribute: string;
  updated: number;
}

/**
 * Every CAS ticket this site accepted or refused, so that a ticket is used once (a replay is refused
 * without asking CAS), and a single logout naming the ticket ends the session it opened: the session's
 * token is never stored, only its hash ('' for a refused ticket).
 */
export interface SsoTicketsTable {
  site_id: string;
  ticket: string;
  session_hash: string;
  user_id: string;
  created: number;
}

/** The help centre's texts, one row per site. */
export interface SsoHelpTable {
  site_id: string;
  guide: string;
  contact_text: string;
  contact_phone: string;
  contact_email: string;
  updated: number;
}

/** The help centre's questions, shown by `sort` then age. */
export interface SsoFaqsTable {
  site_id: string;
  id: string;
  question: string;
  answer: string;
  sort: number;
  created: number;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    sso_cas_settings: SsoCasSettingsTable;
    sso_tickets: SsoTicketsTable;
    sso_help: SsoHelpTable;
    sso_faqs: SsoFaqsTable;
  }
}

export const SSO_ADMIN_MODULES = ['manage'];

export const ssoMigration: TMigration = {
  name: 'sso_0001_cas_and_help',
  async up(db) {
    await db.schema
      .createTable('sso_cas_settings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('server_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('number_attribute', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_cas_settings_pk', ['site_id'])
      .execute();
    await db.schema
      .createTable('sso_tickets')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('ticket', 'text', (c) => c.notNull())
      .addColumn('session_hash', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_tickets_pk', ['site_id', 'ticket'])
      .execute();
    await db.schema
      .createTable('sso_help')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('guide', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contact_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_help_pk', ['site_id'])
      .execute();
    await db.schema
      .createTable('sso_faqs')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_faqs_pk', ['site_id', 'id'])
      .execute();
    await extendBuiltinRoleGrants(db, 'site-admin', 'sso', SSO_ADMIN_MODULES);
  },
};

/**
 * A site's OpenID Connect client: one row per site, none until saved. The secret is kept as entered
 * (the token request needs it back) and never answered by any call.
 */
export interface SsoOidcSettingsTable {
  site_id: string;
  enabled: number;
  /** The issuer as the provider names it (`iss`), without a trailing slash. */
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  /** The claim of the ID token (or, failing it, UserInfo) holding the person's number (学工号). */
  number_claim: string;
  updated: number;
}

declare module '@quad/platform/server/db/database' {
  interface Database {
    sso_oidc_settings: SsoOidcSettingsTable;
  }
}

export const ssoOidcMigration: TMigration = {
  name: 'sso_0002_oidc',
  async up(db) {
    await db.schema
      .createTable('sso_oidc_settings')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('issuer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('client_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('client_secret', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('openid profile'))
      .addColumn('number_claim', 'text', (c) => c.notNull().defaultTo('preferred_username'))
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_oidc_settings_pk', ['site_id'])
      .execute();
  },
};
