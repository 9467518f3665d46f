import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { NetworkTopupsTable } from './schema';
import { beijingDayStart, type TNetworkSystem } from './system/network-system';
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

/** Why a statement line has no credited top-up here: each says what the office should look at. */
const MISSING_NOTE: Record<NetworkTopupsTable['state'] | 'none', string> = {
  none: '我方无此充值记录',
  pending: '我方仍在到账中',
  failed: '我方已记为失败并退款，计费系统却已入账',
  credited: '',
};

/**
 * A Beijing day's reconciliation, worked out when asked (nothing is kept: the statement is the
 * system's and the rows are ours): each statement line against our row of that request number
 * (missing when we have none credited, different when the amounts differ), and each top-up we
 * credited that day that the statement leaves out (extra).
 */
export async function reconcileDay(siteDb: SiteDb, system: TNetworkSystem, day: string) {
  const theirs = await askNetwork(() => system.statement(day));
  const from = beijingDayStart(day);
  const listed = theirs.map((l) => l.requestNo);
  const rows = await siteDb
    .selectFrom('network_topups')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'credited'), eb('updated', '>=', from), eb('updated', '<', from + 86_400)]),
        ...(listed.length ? [eb('order_no', 'in', listed)] : []),
      ]),
    )
    .execute();
  const ours = new Map(rows.map((r) => [r.order_no, r]));
  const report = { day, matched: 0, missing: [] as Problem[], extra: [] as Problem[], different: [] as Different[] };
  for (const line of theirs) {
    const row = ours.get(line.requestNo);
    if (row?.state !== 'credited')
      report.missing.push({
        requestNo: line.requestNo,
        username: line.username,
        amountFen: line.amountFen,
        note: MISSING_NOTE[row?.state ?? 'none'],
      });
    else if (Number(row.amount) !== line.amountFen)
      report.different.push({ requestNo: line.requestNo, username: line.username, oursFen: Number(row.amount), theirsFen: line.amountFen });
    else report.matched++;
  }
  const inStatement = new Set(listed);
  const creditedThatDay = (r: NetworkTopupsTable) =>
    r.state === 'credited' && Number(r.updated) >= from && Number(r.updated) < from + 86_400;
  for (const row of rows)
    if (creditedThatDay(row) && !inStatement.has(row.order_no))
      report.extra.push({ requestNo: row.order_no, username: row.username, amountFen: Number(row.amount), note: '计费系统对账单无此充值' });
  return report;
}

type Problem = { requestNo: string; username: string; amountFen: number; note: string };
type Different = { requestNo: string; username: string; oursFen: number; theirsFen: number };
