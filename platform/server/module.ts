import type { FastifyInstance } from 'fastify';
import type { TEngineManifest, TModuleManifest } from '@quad/contracts/manifest';
import type { TWebhookEvent } from '@quad/contracts/webhook-event';
import type { TConfig } from './config';
import type { TBuiltinRole } from './identity/builtin-roles';
import type { TDatabaseHandle } from './db/database';
import type { TMigration } from './db/migrate';
import type { SiteDb } from './db/site-db';
import type { FileStorage } from './files/storage';
import type { TOutbound } from './http/outbound';
import type { SiteStore, TSite } from './sites/site-store';
import type { TCounterStore } from './rate-limit';
import type { TWebhookCatalogue } from './webhooks/catalogue';
import type { TServerMessages } from './i18n/catalogue';

/** What the platform hands every area. */
export interface TPlatform {
  config: TConfig;
  database: TDatabaseHandle;
  sites: SiteStore;
  /** Rate-limit counters: in memory, or shared through Redis when REDIS_URL is set. */
  counters: TCounterStore;
  /** Uploaded and generated files: a local folder, or a bucket when S3_ENDPOINT is set. */
  storage: FileStorage;
  /** The roles a new site starts with, with the grants of the installed areas. */
  builtinRoles: TBuiltinRole[];
  /** The one HTTP client for addresses outside the server (webhooks, feeds, messaging providers). */
  outbound: TOutbound;
  /** The events webhooks may subscribe to: those the installed engines and areas declare. */
  webhookEvents: TWebhookCatalogue;
}

/**
 * The server side of a function area. The registry knows only these hooks; an area whose
 * `register` throws is logged and skipped, it never takes the portal down.
 */
export interface TServerModule {
  manifest: TModuleManifest;
  migrations?: TMigration[];
  /** The area's calls and pages; none when its calls are an engine's (the forms area). */
  register?(app: FastifyInstance, platform: TPlatform): Promise<void> | void;
  /** The webhook events this area announces (`emitEvent`), declared in its contract with `webhookEvent`. */
  webhookEvents?: TWebhookEvent[];
  /** Modules of this area's app that built-in roles hold on every new site, by role key (`site-admin`: ['publish']). */
  builtinGrants?: Record<string, string[]>;
  /** The area's server messages in English and Traditional Chinese, by their Simplified text (docs/i18n.md). */
  messages?: TServerMessages;
  /** Demo data for one demo site, run once when the site is first seeded. */
  seedDemo?(siteDb: SiteDb, site: TSite, platform: TPlatform): Promise<void>;
}

/**
 * The server side of an engine: its tables and calls, registered before the areas that build on it.
 * Unlike an area's, an engine's failure to register stops the server: its areas cannot work without it.
 */
export interface TServerEngine {
  manifest: TEngineManifest;
  migrations?: TMigration[];
  register?(app: FastifyInstance, platform: TPlatform): Promise<void> | void;
  /** The webhook events this engine announces, as an area's. */
  webhookEvents?: TWebhookEvent[];
  /** Its server messages in English and Traditional Chinese, as an area's. */
  messages?: TServerMessages;
}
