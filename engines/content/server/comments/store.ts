import type { Selectable } from 'kysely';
import type { TComment, TCommentStatus } from '@quad/contracts/comments';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { parseUploadIds } from '@quad/platform/server/files/site-uploads';
import { newId } from '@quad/platform/server/ids';
import { realnames } from '@quad/platform/server/identity/people';
import type { CommentsTable } from './schema';

export type TCommentRow = Omit<Selectable<CommentsTable>, 'site_id'>;

/** A new comment's row: visible, no pictures, no reply, unless said otherwise (posts and demo data alike). */
export function newCommentRow(c: Pick<TCommentRow, 'kind' | 'subject_id' | 'user_id' | 'body' | 'created'> & Partial<Pick<TCommentRow, 'id' | 'reply_to' | 'status' | 'request_id'>> & { images?: string[] }): TCommentRow {
  const id = c.id ?? newId();
  return {
    id,
    kind: c.kind,
    subject_id: c.subject_id,
    user_id: c.user_id,
    body: c.body,
    images: JSON.stringify(c.images ?? []),
    reply_to: c.reply_to ?? '',
    status: c.status ?? 'visible',
    request_id: c.request_id ?? `seed_${id}`,
    created: c.created,
    moderated_by: '',
    moderated_at: 0,
    reason: '',
  };
}

/** Demo comments (rows from `newCommentRow`) written as they are: no review, audit or notice. */
export async function seedComments(siteDb: SiteDb, rows: TCommentRow[]): Promise<void> {
  await siteDb.insertInto('comments', rows).execute();
}

/** How much of an answered comment a reply quotes. */
const EXCERPT = 40;

/** Comments of one subject that `viewer` may read: the visible ones, their own, or all for a moderator. */
export function commentsOf(siteDb: SiteDb, kind: string, subjectId: string, viewer: { userId: string; moderator: boolean }) {
  let query = siteDb.selectFrom('comments').where('kind', '=', kind).where('subject_id', '=', subjectId);
  if (!viewer.moderator) query = query.where((eb) => eb.or([eb('status', '=', 'visible'), eb('user_id', '=', viewer.userId)]));
  return query;
}

export const findComment = (siteDb: SiteDb, id: string) => siteDb.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Comments as people read them: author names, pictures as attachment links, and the comment each
 * one answers quoted as it reads now (nothing of it when the viewer may not read it any more).
 */
export async function presentComments(siteDb: SiteDb, basePath: string, rows: TCommentRow[], viewer: { userId: string; moderator: boolean }): Promise<TComment[]> {
  const answered = [...new Set(rows.map((r) => r.reply_to).filter(Boolean))];
  const quoted = answered.length
    ? await siteDb.selectFrom('comments').select(['id', 'user_id', 'body', 'status']).where('id', 'in', answered).execute()
    : [];
  const readable = new Map(quoted.filter((q) => q.status === 'visible' || viewer.moderator || q.user_id === viewer.userId).map((q) => [q.id, q]));
  const names = await realnames(siteDb, [...rows.map((r) => r.user_id), ...quoted.map((q) => q.user_id)]);
  const nameOf = (id: string) => names.get(id) ?? '已注销用户';
  return rows.map((r) => {
    const quote = readable.get(r.reply_to);
    return {
      id: r.id,
      author: { uid: r.user_id, realname: nameOf(r.user_id) },
      body: r.body,
      images: parseUploadIds(r.images).map((file) => ({ file, url: attachUrl(basePath, file), thumb: attachUrl(basePath, file, true) })),
      created: Number(r.created),
      status: r.status,
      mine: r.user_id === viewer.userId,
      replyTo: quote ? { id: quote.id, realname: nameOf(quote.user_id), excerpt: quote.body.slice(0, EXCERPT) } : null,
    };
  });
}

/** Comments per subject in one state, for the areas' lists (`评论 12`, `待审核 3`). */
export async function commentCounts(siteDb: SiteDb, kind: string, subjectIds: string[], status: TCommentStatus = 'visible'): Promise<Map<string, number>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await siteDb
    .selectFrom('comments')
    .select((eb) => ['subject_id', eb.fn.countAll<string | number>().as('n')])
    .where('kind', '=', kind)
    .where('status', '=', status)
    .where('subject_id', 'in', subjectIds)
    .groupBy('subject_id')
    .execute();
  return new Map(rows.map((r) => [r.subject_id, Number(r.n)]));
}

/** Removes every comment of a subject (the area deletes the subject in the same transaction). */
export async function deleteCommentsOf(tx: SiteDb, kind: string, subjectId: string): Promise<void> {
  await tx.deleteFrom('comments').where('kind', '=', kind).where('subject_id', '=', subjectId).execute();
}
