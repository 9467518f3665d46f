import type { Kysely } from 'kysely';
import { DEFAULT_BASE_PATH } from '@quad/contracts/site-constants';
import { busOf } from '../cache/bus';
import type { Database } from '../db/database';
import { SiteDb } from '../db/site-db';
import { nowSeconds } from '../ids';
import { effectiveSettings, flattenSite, resolveLayers, type TFlat } from './layers';
import { parseSettingsJson, type TSiteSettings } from './settings';
import type { SitesTable } from './schema';

export interface TSite {
  id: string;
  name: string;
  basePath: string;
  domains: string[];
  logo: string;
  imageUrl: string;
  loginUrl: string;
  logoutUrl: string;
  status: 'active' | 'suspended';
  /** Made by the demo seed (`seed/demo.ts`), the only sites where the demo messaging sign-in may work. */
  demo: boolean;
  /** Effective site-wide settings: platform defaults under the site's own values (`layers.ts`). */
  settings: TSiteSettings;
  /** What each layer itself set, for department values and for the console's "where from". */
  layers: TSiteLayers;
}

export interface TSiteLayers {
  platform: TFlat;
  site: TFlat;
  departments: Map<string, TFlat>;
  /** The stored site JSON, for keys no layer knows (language, time zone, later areas' own). */
  siteRaw: Record<string, unknown>;
}

function parseDomains(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

function parseValue(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

function toSite(row: SitesTable, platform: TFlat, departments: Map<string, TFlat>): TSite {
  const siteRaw = parseSettingsJson(row.settings);
  const site = flattenSite(siteRaw, row.logo);
  return {
    id: row.id,
    name: row.name,
    basePath: row.base_path || DEFAULT_BASE_PATH,
    domains: parseDomains(row.domains),
    logo: row.logo,
    imageUrl: row.image_url,
    loginUrl: row.login_url,
    logoutUrl: row.logout_url,
    status: row.status,
    demo: row.demo === 1,
    settings: effectiveSettings(resolveLayers(platform, site), siteRaw),
    layers: { platform, site, departments, siteRaw },
  };
}

export interface TNewSite {
  id: string;
  name: string;
  basePath?: string;
  domains?: string[];
  logo?: string;
  imageUrl?: string;
  settings?: Partial<TSiteSettings>;
  /** Only the demo seed sets this. */
  demo?: boolean;
}

/** The sites' eviction on the cache bus: the whole list is reloaded, so no site or key is named. */
const SITES = { cache: 'sites', siteId: '*' };

/**
 * Sites are read on every request, so they are held in memory. Every write to a site or to the
 * settings layers calls `invalidate`, which every instance hears on the cache bus (cache/bus.ts)
 * and reloads before its next request; the list is also reloaded every few seconds, for a message
 * that was lost and for rows an operator changed by hand.
 */
export class SiteStore {
  private byId = new Map<string, TSite>();
  private byDomain = new Map<string, TSite>();
  private loadedAt = 0;
  /** Counts invalidations: a reload that one happened during may have read the old rows. */
  private generation = 0;
  private loading: Promise<void> | null = null;
  /** Lookups answered from memory and those that waited for a reload: the cache's hit ratio in `/metrics`. */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxAgeMs = 5000,
  ) {
    busOf(db)?.subscribe({ evict: (e) => e.cache === SITES.cache && this.forget(), forgetAll: () => this.forget() });
  }

  async all(): Promise<TSite[]> {
    await this.fresh();
    return [...this.byId.values()];
  }

  async get(id: string): Promise<TSite | undefined> {
    await this.fresh();
    return this.byId.get(id);
  }

  async findByDomain(host: string): Promise<TSite | undefined> {
    await this.fresh();
    return this.byDomain.get(host);
  }

  /**
   * Creates a site and, in the same transaction, whatever `populate` puts in it (roles, a first
   * administrator, demo people): a site is never left half made.
   */
  async create(site: TNewSite, populate?: (siteDb: SiteDb) => Promise<void>): Promise<TSite> {
    const now = nowSeconds();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sites')
        .values({
          id: site.id,
          name: site.name,
          base_path: site.basePath ?? DEFAULT_BASE_PATH,
          domains: JSON.stringify(site.domains ?? []),
          logo: site.logo ?? '',
          image_url: site.imageUrl ?? '',
          login_url: '',
          logout_url: '',
          status: 'active',
          settings: JSON.stringify(site.settings ?? {}),
          demo: site.demo ? 1 : 0,
          created: now,
          updated: now,
        })
        .execute();
      await populate?.(new SiteDb(trx, site.id));
    });
    this.invalidate();
    const created = await this.get(site.id);
    if (!created) throw new Error(`site ${site.id} vanished after insert`);
    return created;
  }

  async setStatus(id: string, status: 'active' | 'suspended'): Promise<void> {
    await this.db.updateTable('sites').set({ status, updated: nowSeconds() }).where('id', '=', id).execute();
    this.invalidate();
  }

  /** After a committed write to sites or settings: every instance reloads before its next request. */
  invalidate(): void {
    const bus = busOf(this.db);
    if (bus) bus.publish(SITES);
    else this.forget();
  }

  private forget(): void {
    this.generation++;
    this.loadedAt = 0;
  }

  private async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt < this.maxAgeMs) {
      this.lookups.hits += 1;
      return;
    }
    this.lookups.misses += 1;
    this.loading ??= this.load().finally(() => (this.loading = null));
    await this.loading;
  }

  private async load(): Promise<void> {
    const generation = this.generation;
    // Settings layers are small and read with the sites, so one reload refreshes every instance.
    const [rows, platformRows, deptRows] = await Promise.all([
      this.db.selectFrom('sites').selectAll().execute(),
      this.db.selectFrom('platform_settings').select(['key', 'value']).execute(),
      this.db.selectFrom('department_settings').select(['site_id', 'dept_id', 'key', 'value']).execute(),
    ]);
    const platform: TFlat = {};
    for (const r of platformRows) platform[r.key] = parseValue(r.value);
    const departments = new Map<string, Map<string, TFlat>>();
    for (const r of deptRows) {
      const bySite = departments.get(r.site_id) ?? departments.set(r.site_id, new Map()).get(r.site_id)!;
      const values = bySite.get(r.dept_id) ?? bySite.set(r.dept_id, {}).get(r.dept_id)!;
      values[r.key] = parseValue(r.value);
    }
    const byId = new Map<string, TSite>();
    const byDomain = new Map<string, TSite>();
    for (const row of rows) {
      const site = toSite(row, platform, departments.get(row.id) ?? new Map());
      byId.set(site.id, site);
      for (const d of site.domains) byDomain.set(d.toLowerCase(), site);
    }
    this.byId = byId;
    this.byDomain = byDomain;
    // Serve what was read, but read again next time if a change came in meanwhile.
    if (generation === this.generation) this.loadedAt = Date.now();
  }
}
