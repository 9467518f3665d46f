import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { commentCounts, deleteCommentsOf } from '@quad/content-engine/server';
import { likeContaining } from '@quad/platform/server/db/like';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TManagedVideo, TVideoStatus } from '../contract';
import { requireUploads, uploadTypes } from '@quad/platform/server/files/site-uploads';
import { toDetail, type TVideoRow } from './presenter';
import { pagedRows } from '@quad/platform/server/db/paging';

export interface TActor {
  userId: string;
  request: FastifyRequest;
}

export interface TVideoInput {
  id?: string;
  title: string;
  description?: string;
  category: string;
  cover?: string;
  file?: string;
  link?: string;
  duration: number;
  commentsOpen: boolean;
  commentsReview: boolean;
}

async function findVideo(siteDb: SiteDb, id: string): Promise<TVideoRow> {
  const row = await siteDb.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('视频不存在或已删除');
  return row;
}

/** Cover and file must be this site's uploads of the right kind; a video is either a file or a link. */
async function cleanFields(siteDb: SiteDb, input: TVideoInput) {
  const title = sanitizePlainText(input.title);
  if (!title) throw invalid({ title: '请填写标题' });
  const category = sanitizePlainText(input.category);
  if (!category) throw invalid({ category: '请填写分类' });
  const cover = input.cover ?? '';
  const file = input.file ?? '';
  const link = input.link ?? '';
  if (file && link) throw invalid({ link: '上传视频文件和填写视频地址只能二选一' });
  if (cover) await requireUploads(siteDb, [cover], { field: 'cover', message: '封面必须是本站上传的图片', kind: 'image/' });
  if (file) await requireUploads(siteDb, [file], { field: 'file', message: '视频文件不存在或不是 mp4、webm 视频，请重新上传', kind: 'video/' });
  return {
    title,
    description: sanitizePlainText(input.description ?? ''),
    category,
    cover,
    file,
    link,
    duration: input.duration,
    comments_open: input.commentsOpen ? 1 : 0,
    comments_review: input.commentsReview ? 1 : 0,
  };
}

/** Creates a draft or changes a video (its state stays as it is); audited. */
export async function saveVideo(siteDb: SiteDb, actor: TActor, input: TVideoInput, now: number): Promise<{ id: string }> {
  const fields = await cleanFields(siteDb, input);
  const before = input.id ? await findVideo(siteDb, input.id) : undefined;
  const id = before?.id ?? newId();
  await siteDb.transaction(async (tx) => {
    if (before) await tx.updateTable('videos').set({ ...fields, updated: now }).where('id', '=', id).execute();
    else await tx.insertInto('videos', { id, ...fields, status: 'draft', views: 0, publisher_id: actor.userId, published_at: 0, created: now, updated: now }).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: before ? 'video.update' : 'video.create', targetType: 'video', targetId: id, before, after: fields });
  });
  return { id };
}

/** Publishing needs something to play; the first publication dates the video in the lists. */
export async function setStatus(siteDb: SiteDb, actor: TActor, id: string, status: Exclude<TVideoStatus, 'draft'>, now: number): Promise<void> {
  const row = await findVideo(siteDb, id);
  if (status === 'published' && !row.file && !row.link) throw fail('请先上传视频文件或填写视频地址');
  await siteDb.transaction(async (tx) => {
    await tx
      .updateTable('videos')
      .set({ status, updated: now, ...(status === 'published' && Number(row.published_at) === 0 ? { published_at: now } : {}) })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: `video.${status === 'published' ? 'publish' : 'hide'}`, targetType: 'video', targetId: id, before: { status: row.status }, after: { status } });
  });
}

export async function deleteVideo(siteDb: SiteDb, actor: TActor, id: string): Promise<void> {
  const row = await findVideo(siteDb, id);
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('videos').where('id', '=', id).execute();
    await deleteCommentsOf(tx, 'video', id);
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'video.delete', targetType: 'video', targetId: id, before: { title: row.title, status: row.status } });
  });
}

/** Every video of the site for its managers, newest change first, with comment counts. */
export async function listManaged(siteDb: SiteDb, basePath: string, query: { status?: TVideoStatus; keyword?: string; page: number; size: number }) {
  let base = siteDb.selectFrom('videos');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.keyword) base = base.where('title', 'like', likeContaining(query.keyword));
  const { rows, total } = await pagedRows(base, query, (q) => q.selectAll().orderBy('updated', 'desc').orderBy('id', 'desc'));
  const ids = rows.map((r) => r.id);
  const [visible, pending, types] = await Promise.all([
    commentCounts(siteDb, 'video', ids),
    commentCounts(siteDb, 'video', ids, 'pending'),
    uploadTypes(siteDb, rows.map((r) => r.file)),
  ]);
  const list: TManagedVideo[] = rows.map((row) => ({
    ...toDetail(row, basePath, visible.get(row.id) ?? 0, types.get(row.file) ?? ''),
    status: row.status,
    coverFile: row.cover,
    videoFile: row.file,
    link: row.link,
    commentsReview: row.comments_review === 1,
    pending: pending.get(row.id) ?? 0,
    updated: Number(row.updated),
  }));
  return { list, total };
}
