import type { SiteDb } from '@quad/platform/server/db/site-db';
import { countOrders, findOrders, walletBalance } from '@quad/ledger-engine/server';
import { RECENT_ORDERS } from '../contract';

/** The account centre's view of my money: the ledger's wallet and orders, whichever area opened them. */
export async function paymentSummary(siteDb: SiteDb, userId: string) {
  const [walletFen, latest, awaiting] = await Promise.all([
    walletBalance(siteDb, userId),
    findOrders(siteDb, { userId }, { offset: 0, size: RECENT_ORDERS }),
    // Waiting on me or on a provider: 待支付 and 支付中.
    countOrders(siteDb, { userId, state: ['created', 'paying'] }),
  ]);
  return { walletFen, awaiting, recent: latest.items.map(({ userId: _payer, ...order }) => order) };
}
