import type { SiteDb } from '@quad/platform/server/db/site-db';
import { datasetFreshness, myRows } from '@quad/datasets-engine/server';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TLoans, TPastLoan, TReservation, TSavedBook } from '../contract';
import { todayOf } from './dates';
import { collectionKind, historyKind, loansKind, reservationsKind } from './kinds';
import { effectiveLoans, presentLoan } from './loans';
import { renewalOf } from './renewal/settings';

/** Most rows of one reader a list reads (a lifetime of borrowing stays well under it). */
const MOST_ROWS = 5000;


/** My loans, soonest due first (overdue on top), with the summary and whether renewal is offered. */
export async function loansOf(
  ctx: { site: TSite; siteDb: SiteDb; platform: TPlatform; userId: string },
  now = nowSeconds(),
): Promise<TLoans> {
  const { site, siteDb, userId } = ctx;
  const [rows, renewal, fresh] = await Promise.all([
    effectiveLoans(siteDb, userId),
    renewalOf(siteDb, site, ctx.platform),
    datasetFreshness(siteDb, loansKind),
  ]);
  const today = todayOf(site.settings.timeZone, now);
  const offer = { enabled: renewal.system !== undefined, maxRenewals: renewal.maxRenewals };
  const list = rows
    .map((row) => presentLoan(row, today, offer))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title, 'zh'));
  return {
    list,
    summary: {
      borrowed: list.length,
      dueSoon: list.filter((l) => l.state === 'soon').length,
      overdue: list.filter((l) => l.state === 'overdue').length,
    },
    renewal: { enabled: offer.enabled, note: renewal.note, maxRenewals: renewal.maxRenewals },
    ...fresh,
  };
}

/** My returned loans, latest return first, narrowed to titles containing `q`, a page at a time. */
export async function historyOf(siteDb: SiteDb, userId: string, input: { page: number; size: number; q?: string }) {
  const q = (input.q ?? '').trim().toLowerCase();
  const rows = (await myRows(siteDb, historyKind, userId, { limit: MOST_ROWS }))
    .filter((r) => !q || r.title.toLowerCase().includes(q))
    .sort((a, b) => b.returnDate.localeCompare(a.returnDate) || b.borrowDate.localeCompare(a.borrowDate));
  const list: TPastLoan[] = rows.slice((input.page - 1) * input.size, input.page * input.size).map((r) => ({
    barcode: r.barcode,
    title: r.title,
    author: r.author ?? '',
    callNumber: r.callNumber ?? '',
    borrowDate: r.borrowDate,
    returnDate: r.returnDate,
  }));
  return { list, total: rows.length, ...(await datasetFreshness(siteDb, historyKind)) };
}

/** My collection, latest kept first. */
export async function collectionOf(siteDb: SiteDb, userId: string) {
  const rows = await myRows(siteDb, collectionKind, userId, { limit: MOST_ROWS });
  const list: TSavedBook[] = rows
    .map((r) => ({
      title: r.title,
      author: r.author ?? '',
      callNumber: r.callNumber,
      isbn: r.isbn ?? '',
      savedAt: r.savedAt ?? '',
      shelfStatus: r.shelfStatus ?? '',
      location: r.location ?? '',
    }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.title.localeCompare(b.title, 'zh'));
  return { list, ...(await datasetFreshness(siteDb, collectionKind)) };
}

/** Which reservations matter most: ready to collect first, then waiting, then the finished ones. */
const STATUS_ORDER: Record<TReservation['status'], number> = { 到馆待取: 0, 等待中: 1, 已过期: 2, 已取消: 3 };

/** My reservations: ready to collect on top (soonest deadline first), then by the day they were made, latest first. */
export async function reservationsOf(siteDb: SiteDb, userId: string) {
  const rows = await myRows(siteDb, reservationsKind, userId, { limit: MOST_ROWS });
  const list: TReservation[] = rows
    .map((r) => ({
      title: r.title,
      author: r.author ?? '',
      callNumber: r.callNumber,
      reservedDate: r.reservedDate,
      status: r.status,
      pickupPlace: r.pickupPlace ?? '',
      pickupDeadline: r.pickupDeadline ?? '',
    }))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        a.pickupDeadline.localeCompare(b.pickupDeadline) ||
        b.reservedDate.localeCompare(a.reservedDate),
    );
  return { list, ...(await datasetFreshness(siteDb, reservationsKind)) };
}
