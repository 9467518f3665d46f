import type { SiteDb } from '@quad/platform/server/db/site-db';
import { deliveryRow, deliveryRowsWanted, reconcileDeliveryDay } from '@quad/ledger-engine/server';
import type { TNetworkSystem } from './system/network-system';
import { askNetwork } from './account';
import { toTopUp } from './topups';

/** Top-ups given up (already refunded whole by the delivery), newest first, with the payer's name for the office. */
export async function failedTopUps(siteDb: SiteDb) {
  const rows = await siteDb
    .selectFrom('network_topups')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'network_topups.site_id').onRef('users.id', '=', 'network_topups.user_id'))
    .selectAll('network_topups')
    .select('users.realname')
    .where('network_topups.state', '=', 'failed')
    .orderBy('network_topups.created', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...toTopUp(r), payerName: r.realname ?? '', note: r.note }));
}

/**
 * A Beijing day's reconciliation against the billing system's statement (the ledger engine's
 * `reconcileDeliveryDay`, shared with the card and electricity areas); `who` is the network account.
 */
export function reconcileDay(siteDb: SiteDb, system: TNetworkSystem, day: string) {
  return reconcileDeliveryDay(day, {
    statement: async () =>
      (await askNetwork(() => system.statement(day))).map((l) => ({ requestNo: l.requestNo, who: l.username, amountFen: l.amountFen })),
    rows: async (wanted) =>
      (await siteDb.selectFrom('network_topups').selectAll().where(deliveryRowsWanted(wanted)).execute()).map((r) =>
        deliveryRow(r, r.username),
      ),
  });
}
