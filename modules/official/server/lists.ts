import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { documentItems, ITEM_COLUMNS } from './presenter';

const itemsOf = async <R extends Parameters<typeof documentItems>[1][number]>(siteDb: SiteDb, { rows, total }: { rows: R[]; total: number }) => ({
  list: (await documentItems(siteDb, rows)).map(({ row: _row, ...item }) => item),
  total,
});

/** 发文: what I drafted, any state, the last changed first. */
export async function sentBy(siteDb: SiteDb, userId: string, page: TPage) {
  const base = siteDb.selectFrom('official_documents').where('drafter_id', '=', userId);
  return itemsOf(siteDb, await pagedRows(base, page, (q) => q.select(ITEM_COLUMNS).orderBy('updated', 'desc').orderBy('id', 'desc')));
}

/** 公开: the site's published documents, the newest issued first. */
export async function publishedDocuments(siteDb: SiteDb, page: TPage) {
  const base = siteDb.selectFrom('official_documents').where('status', '=', 'published');
  return itemsOf(siteDb, await pagedRows(base, page, (q) => q.select(ITEM_COLUMNS).orderBy('issued', 'desc').orderBy('id', 'desc')));
}

/** 收文: one row per unit of mine a document went to, those still to sign first, then the newest. */
export async function receivedBy(siteDb: SiteDb, userId: string, page: TPage) {
  const base = siteDb
    .selectFrom('official_receivers')
    .innerJoin('official_receipts', (j) => j.onRef('official_receipts.site_id', '=', 'official_receivers.site_id').onRef('official_receipts.id', '=', 'official_receivers.receipt_id'))
    .innerJoin('official_documents', (j) => j.onRef('official_documents.site_id', '=', 'official_receivers.site_id').onRef('official_documents.id', '=', 'official_receivers.document_id'))
    .where('official_receivers.user_id', '=', userId);
  const { rows, total } = await pagedRows(base, page, (q) =>
    q
      .select([...ITEM_COLUMNS, 'official_receipts.id as receipt_id', 'official_receipts.unit_name', 'official_receipts.signed_at'])
      .orderBy((eb) => eb.case().when('official_receipts.signed_at', '=', 0).then(0).else(1).end())
      .orderBy('official_documents.issued', 'desc')
      .orderBy('official_receipts.id'),
  );
  const items = await documentItems(siteDb, rows);
  return { list: items.map(({ row, ...item }) => ({ ...item, receiptId: row.receipt_id, unit: row.unit_name, signedAt: Number(row.signed_at) })), total };
}
