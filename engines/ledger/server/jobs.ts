import type { FastifyInstance } from 'fastify';
import type { TPlatform } from '@quad/platform/server/module';
import { nowSeconds } from '@quad/platform/server/ids';
import { beijingDay } from './providers/beijing-day';
import { providerKindOf, providerOf, type TProviderContext } from './providers/channels';
import { reconcileDay } from './reconcile';
import { settleProcessingRefunds } from './refunds';
import { repairOrders } from './repair';

/** A job (or a decision made elsewhere) has no request of the site's: the provider reaches the site at its first domain. */
export const jobContext = (platform: TPlatform, site: TProviderContext['site'], siteDb: TProviderContext['siteDb']): TProviderContext => ({
  site,
  siteDb,
  platform,
  origin: `https://${site.domains[0] ?? 'localhost'}`,
});

/**
 * The ledger's rounds on every site: every minute, orders the notifications missed are asked about and
 * timed-out ones closed, and refunds the provider is still processing are asked again; every three
 * hours, yesterday is reconciled with the provider's statement (the day is complete by then).
 */
export function addLedgerJobs(app: FastifyInstance, platform: TPlatform): void {
  app.jobs.add({
    name: 'ledger.repair',
    everyMs: 60_000,
    run: async (siteDb, site, now) => {
      const context = jobContext(platform, site, siteDb);
      await repairOrders({ ...context, log: app.log }, now);
      if (providerKindOf(site, platform)) await settleProcessingRefunds(context, now - 60);
    },
  });
  app.jobs.add({
    name: 'ledger.reconcile',
    everyMs: 3 * 3600_000,
    run: async (siteDb, site) => {
      const kind = providerKindOf(site, platform);
      if (!kind) return;
      await reconcileDay(siteDb, providerOf(kind, jobContext(platform, site, siteDb)), beijingDay(nowSeconds() - 86_400));
    },
  });
}
