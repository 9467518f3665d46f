import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import type { TNoticeDetail, TNoticeItem } from '../contract';
import { namesMember, type TMember } from '@quad/platform/server/identity/audience';
import { richTextToPlain } from '@quad/platform/server/rich-text';
import { likeContaining } from '@quad/platform/server/db/like';
import { onPage } from '@quad/platform/server/db/paging';
import { readMarksChanged } from './read-marks';
import { parseUploadIds, presentAttachments } from '@quad/platform/server/files/site-uploads';

/** Notices out now (published, not expired), with their publisher's name: what any reader's list is cut from. */
export function outNow(siteDb: SiteDb, now: number) {
  return siteDb
    .selectFrom('notices')
    .where('notices.status', '=', 'published')
    .where((eb) => eb.or([eb('notices.expires', '=', 0), eb('notices.expires', '>', now)]))
    .leftJoin('users as publisher', (j) => j.onRef('publisher.site_id', '=', 'notices.site_id').onRef('publisher.id', '=', 'notices.publisher_id'));
}

/**
 * Reading notices as a member of the audience. Every query starts from `visibleTo`, so a notice that
 * does not target the reader can never show up in a list, a search, a count or a detail.
 */
export function visibleTo(siteDb: SiteDb, member: TMember, now: number) {
  const targets = siteDb
    .selectFrom('notice_targets')
    .select('notice_targets.notice_id')
    .where((eb) => namesMember(eb, 'notice_targets', member));
  return outNow(siteDb, now)
    .where((eb) => eb.or([eb('notices.audience_all', '=', 1), eb('notices.id', 'in', targets)]))
    .leftJoin('notice_reads', (j) =>
      j
        .onRef('notice_reads.site_id', '=', 'notices.site_id')
        .onRef('notice_reads.notice_id', '=', 'notices.id')
        .on('notice_reads.user_id', '=', member.userId),
    );
}

/** What every reader's list shows of a notice, in the answer's order; read marks follow. */
export const SHARED_COLUMNS = [
  'notices.id',
  'notices.title',
  'notices.body',
  'notices.created',
  'notices.expires',
  'notices.pinned',
  'notices.must_read',
  'notices.attachments',
  'publisher.realname as publisher',
] as const;

const COLUMNS = [...SHARED_COLUMNS, 'notice_reads.read_at', 'notice_reads.confirmed_at'] as const;

export type TSharedRow = Omit<TRow, 'read_at' | 'confirmed_at'>;

type TRow = {
  id: string;
  title: string;
  body: string;
  created: number;
  expires: number;
  pinned: number;
  must_read: number;
  attachments: string;
  read_at: number | null;
  confirmed_at: number | null;
  publisher: string | null;
};

/** A list item as every reader sees it, before their own read marks. */
export function sharedItem(row: TSharedRow): Omit<TNoticeItem, 'read' | 'confirmed'> {
  return {
    id: row.id,
    title: row.title,
    summary: richTextToPlain(row.body).slice(0, 80),
    publisher: row.publisher ?? '',
    created: Number(row.created),
    expires: Number(row.expires),
    pinned: row.pinned === 1,
    mustRead: row.must_read === 1,
  };
}

const toItem = (row: TRow): TNoticeItem => ({ ...sharedItem(row), read: row.read_at != null, confirmed: Number(row.confirmed_at ?? 0) > 0 });

const toDetail = async (siteDb: SiteDb, basePath: string, row: TRow): Promise<TNoticeDetail> => ({
  ...toItem(row),
  body: row.body,
  attachments: await presentAttachments(siteDb, basePath, parseUploadIds(row.attachments)),
});


export async function listForMember(
  siteDb: SiteDb,
  member: TMember,
  query: { page: number; size: number; keyword?: string },
  now: number,
): Promise<{ list: TNoticeItem[]; total: number; unread: number }> {
  let base = visibleTo(siteDb, member, now);
  if (query.keyword) base = base.where((eb) => eb('notices.title', 'like', likeContaining(query.keyword ?? '')));
  const rows = await base
    .select([...COLUMNS])
    .orderBy('notices.pinned', 'desc')
    .orderBy('notices.created', 'desc')
    .orderBy('notices.id', 'desc')
    .$call(onPage(query))
    .execute();
  const counts = await base
    .select((eb) => [eb.fn.countAll<string | number>().as('total'), eb.fn.count<string | number>('notice_reads.read_at').as('read')])
    .executeTakeFirst();
  const total = Number(counts?.total ?? 0);
  return { list: (rows as TRow[]).map(toItem), total, unread: total - Number(counts?.read ?? 0) };
}

async function findVisible(siteDb: SiteDb, member: TMember, id: string, now: number): Promise<TRow> {
  const row = await visibleTo(siteDb, member, now).where('notices.id', '=', id).select([...COLUMNS]).executeTakeFirst();
  if (!row) throw notFound('通知不存在或已撤回');
  return row as TRow;
}

async function ensureRead(siteDb: SiteDb, noticeId: string, userId: string, now: number, confirm: boolean): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const read = await tx
      .selectFrom('notice_reads')
      .select('confirmed_at')
      .where('notice_id', '=', noticeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!read) {
      await tx.insertInto('notice_reads', { notice_id: noticeId, user_id: userId, read_at: now, confirmed_at: confirm ? now : 0 }).execute();
    } else if (confirm && Number(read.confirmed_at) === 0) {
      await tx.updateTable('notice_reads').set({ confirmed_at: now }).where('notice_id', '=', noticeId).where('user_id', '=', userId).execute();
    }
    readMarksChanged(tx, userId);
  });
}

/** Opening a notice records the read receipt (once). */
export async function readNotice(siteDb: SiteDb, basePath: string, member: TMember, id: string, now: number): Promise<TNoticeDetail> {
  const row = await findVisible(siteDb, member, id, now);
  if (row.read_at == null) await ensureRead(siteDb, id, member.userId, now, false);
  return toDetail(siteDb, basePath, { ...row, read_at: row.read_at ?? now });
}

export async function confirmNotice(siteDb: SiteDb, member: TMember, id: string, now: number): Promise<void> {
  await findVisible(siteDb, member, id, now);
  await ensureRead(siteDb, id, member.userId, now, true);
}

export async function pendingForMember(siteDb: SiteDb, basePath: string, member: TMember, now: number): Promise<TNoticeDetail[]> {
  const rows = await visibleTo(siteDb, member, now)
    .where('notices.must_read', '=', 1)
    .where((eb) => eb.or([eb('notice_reads.confirmed_at', 'is', null), eb('notice_reads.confirmed_at', '=', 0)]))
    .select([...COLUMNS])
    .orderBy('notices.created', 'asc')
    .limit(20)
    .execute();
  return Promise.all((rows as TRow[]).map((row) => toDetail(siteDb, basePath, row)));
}
