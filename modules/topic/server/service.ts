import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { recordAudit } from '@quad/platform/server/audit/record';
import { commentCounts, deleteCommentsOf } from '@quad/content-engine/server';
import { likeContaining } from '@quad/platform/server/db/like';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid, notFound } from '@quad/platform/server/errors';
import { coverUrls } from '@quad/platform/server/files/cover-urls';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { newId } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TManagedTopic, TTopicItem, TTopicStatus } from '../contract';
import type { TopicsTable } from './schema';
import { pagedRows } from '@quad/platform/server/db/paging';

type TTopicRow = Omit<Selectable<TopicsTable>, 'site_id'>;

export interface TActor {
  userId: string;
  request: FastifyRequest;
}

function toItem(row: TTopicRow, basePath: string, posts: number): TTopicItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...coverUrls(basePath, row.cover),
    pinned: row.pinned === 1,
    status: row.status,
    posts,
    created: Number(row.created),
  };
}

/** Topics people see: open and closed ones, pinned first, then the newest. */
export async function listForViewer(siteDb: SiteDb, basePath: string, page: { page: number; size: number }) {
  const base = siteDb.selectFrom('topics').where('status', '!=', 'hidden');
  const { rows, total } = await pagedRows(base, page, (q) => q.selectAll().orderBy('pinned', 'desc').orderBy('created', 'desc').orderBy('id', 'desc'));
  const posts = await commentCounts(siteDb, 'topic', rows.map((r) => r.id));
  return { list: rows.map((r) => toItem(r, basePath, posts.get(r.id) ?? 0)), total };
}

export async function readTopic(siteDb: SiteDb, basePath: string, id: string) {
  const row = await siteDb.selectFrom('topics').selectAll().where('id', '=', id).where('status', '!=', 'hidden').executeTakeFirst();
  if (!row) throw notFound('话题不存在或已隐藏');
  const posts = await commentCounts(siteDb, 'topic', [id]);
  return { ...toItem(row, basePath, posts.get(id) ?? 0), review: row.review === 1 };
}

async function findTopic(siteDb: SiteDb, id: string): Promise<TTopicRow> {
  const row = await siteDb.selectFrom('topics').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('话题不存在或已删除');
  return row;
}

/** Creates an open topic or changes one (its state stays); audited. The cover must be this site's picture. */
export async function saveTopic(
  siteDb: SiteDb,
  actor: TActor,
  input: { id?: string; title: string; description?: string; cover?: string; pinned: boolean; review: boolean },
  now: number,
): Promise<{ id: string }> {
  const title = sanitizePlainText(input.title);
  if (!title) throw invalid({ title: '请填写话题' });
  const cover = input.cover ?? '';
  if (cover) await requireUploads(siteDb, [cover], { field: 'cover', message: '封面必须是本站上传的图片', kind: 'image/' });
  const fields = { title, description: sanitizePlainText(input.description ?? ''), cover, pinned: input.pinned ? 1 : 0, review: input.review ? 1 : 0 };
  const before = input.id ? await findTopic(siteDb, input.id) : undefined;
  const id = before?.id ?? newId();
  await siteDb.transaction(async (tx) => {
    if (before) await tx.updateTable('topics').set({ ...fields, updated: now }).where('id', '=', id).execute();
    else await tx.insertInto('topics', { id, ...fields, status: 'open', creator_id: actor.userId, created: now, updated: now }).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: before ? 'topic.update' : 'topic.create', targetType: 'topic', targetId: id, before, after: fields });
  });
  return { id };
}

export async function setStatus(siteDb: SiteDb, actor: TActor, id: string, status: TTopicStatus, now: number): Promise<void> {
  const row = await findTopic(siteDb, id);
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('topics').set({ status, updated: now }).where('id', '=', id).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: `topic.${status}`, targetType: 'topic', targetId: id, before: { status: row.status }, after: { status } });
  });
}

export async function deleteTopic(siteDb: SiteDb, actor: TActor, id: string): Promise<void> {
  const row = await findTopic(siteDb, id);
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('topics').where('id', '=', id).execute();
    await deleteCommentsOf(tx, 'topic', id);
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'topic.delete', targetType: 'topic', targetId: id, before: { title: row.title } });
  });
}

export async function listManaged(siteDb: SiteDb, basePath: string, query: { keyword?: string; page: number; size: number }) {
  let base = siteDb.selectFrom('topics');
  if (query.keyword) base = base.where('title', 'like', likeContaining(query.keyword));
  const { rows, total } = await pagedRows(base, query, (q) => q.selectAll().orderBy('updated', 'desc').orderBy('id', 'desc'));
  const ids = rows.map((r) => r.id);
  const [visible, pending] = await Promise.all([commentCounts(siteDb, 'topic', ids), commentCounts(siteDb, 'topic', ids, 'pending')]);
  const list: TManagedTopic[] = rows.map((r) => ({
    ...toItem(r, basePath, visible.get(r.id) ?? 0),
    review: r.review === 1,
    coverFile: r.cover,
    pending: pending.get(r.id) ?? 0,
    updated: Number(r.updated),
  }));
  return { list, total };
}
