import type { SiteDb } from '@quad/platform/server/db/site-db';
import { likeContaining } from '@quad/platform/server/db/like';
import type { TDocumentRecord } from '../contract';
import type { TDocumentStatus } from '../rules';
import { documentItem, ITEM_COLUMNS } from './presenter';

export interface TRecordFilters {
  status?: TDocumentStatus;
  from?: string;
  to?: string;
  keyword?: string;
}

/** 北大发〔2026〕12号 (or 2026-12) typed into the search: the year and number it names. */
const NUMBER = /(\d{4})\D+(\d{1,6})\D*$/;

/** Seconds of a `YYYY-MM-DD` day's start in China's time (a day's edge is no matter for a filter). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

/** The site's documents with their drafters, inside the filters (dates are the day drafted). */
export function recordsQuery(siteDb: SiteDb, filters: TRecordFilters) {
  let query = siteDb
    .selectFrom('official_documents')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'official_documents.site_id').onRef('users.id', '=', 'official_documents.drafter_id'));
  if (filters.status) query = query.where('official_documents.status', '=', filters.status);
  if (filters.from) query = query.where('official_documents.created', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('official_documents.created', '<', dayStart(filters.to) + 86_400);
  if (filters.keyword) {
    const like = likeContaining(filters.keyword);
    const number = NUMBER.exec(filters.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('official_documents.title', 'like', like),
        eb('users.realname', 'like', like),
        ...(number ? [eb.and([eb('official_documents.year', '=', Number(number[1])), eb('official_documents.seq', '=', Number(number[2]))])] : []),
      ]),
    );
  }
  return query;
}

export type TRecordsQuery = ReturnType<typeof recordsQuery>;

/** Each document with how many units it went to and how many signed: what the office's list and export show. */
export const selectRecords = (query: TRecordsQuery) =>
  query
    .select((eb) => {
      // The document's receipts counted in the same row: all of them, or those signed.
      const receipts = (signed: boolean) =>
        eb
          .selectFrom('official_receipts')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('official_receipts.site_id', '=', 'official_documents.site_id')
          .whereRef('official_receipts.document_id', '=', 'official_documents.id')
          .$if(signed, (q) => q.where('official_receipts.signed_at', '>', 0));
      return [...ITEM_COLUMNS, 'official_documents.organ', 'users.realname', receipts(false).as('units'), receipts(true).as('signed')] as const;
    })
    .orderBy('official_documents.created', 'desc')
    .orderBy('official_documents.id', 'desc');

type TRecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** A row of the office's list. */
export const documentRecord = (r: TRecordRow): TDocumentRecord => ({
  ...documentItem(r, r.realname),
  organ: r.organ,
  units: Number(r.units ?? 0),
  signed: Number(r.signed ?? 0),
});
