import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { announceForReview, requireEditable, tellAuthor, type TEditor } from '@quad/content-engine/server';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import { richTextToPlain, sanitizeRichText } from '@quad/platform/server/rich-text';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { findChannel } from '../channels/service';
import type { TArticleStatus } from '../schema';
import { parseUploadIds, presentAttachments } from '@quad/platform/server/files/site-uploads';
import { newsListsChanged } from './list-cache';
import { checkUploads } from './service-uploads';
import { pagedRows } from '@quad/platform/server/db/paging';
import { realnames } from '@quad/platform/server/identity/people';

/** Writing side of news: holders of `news` › `publish` publish and review; holders of `news` › `submit` write for review. */
export interface TArticleInput {
  id?: string;
  channel: string;
  title: string;
  summary?: string;
  body: string;
  cover?: string;
  attachments: string[];
}

export interface TActor extends TEditor {
  request: FastifyRequest;
}

/** Title and summary as plain text, body through the allowlist; what is left must still say something. */
async function cleanFields(siteDb: SiteDb, input: TArticleInput) {
  const title = sanitizePlainText(input.title);
  if (!title) throw invalid({ title: '请填写标题' });
  const body = sanitizeRichText(input.body);
  const plain = richTextToPlain(body);
  if (!plain && !body.includes('<img')) throw invalid({ body: '请填写正文' });
  if (!(await findChannel(siteDb, input.channel))) throw invalid({ channel: '频道不存在' });
  const cover = input.cover ?? '';
  await checkUploads(siteDb, cover, input.attachments);
  const summary = sanitizePlainText(input.summary ?? '') || plain.replace(/\s+/g, ' ').slice(0, 120);
  return { channel: input.channel, title, body, summary, cover, attachments: JSON.stringify(input.attachments) };
}

async function requireArticle(siteDb: SiteDb, id: string, editor?: TEditor) {
  const row = await siteDb
    .selectFrom('news_articles')
    .select(['id', 'status', 'publish_at', 'title', 'author_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  // A writer's view of the site holds only their own articles.
  if (!row || (editor && !editor.publisher && row.author_id !== editor.userId)) throw notFound('文章不存在');
  return row;
}

const pieceOf = (row: { id: string; title: string }) => ({ title: row.title, link: `news/manage?id=${row.id}` });

/** A new article is a draft; an edit keeps the article's status (a published one stays published). */
export async function saveArticle(siteDb: SiteDb, actor: TActor, input: TArticleInput, now: number): Promise<{ id: string }> {
  const fields = await cleanFields(siteDb, input);
  const id = input.id ?? newId();
  await siteDb.transaction(async (tx) => {
    if (input.id) {
      requireEditable(actor, await requireArticle(tx, input.id, actor));
      await tx
        .updateTable('news_articles')
        .set({ ...fields, updated: now })
        .where('id', '=', input.id)
        .execute();
      newsListsChanged(tx);
    } else {
      await tx
        .insertInto('news_articles', {
          id,
          ...fields,
          status: 'draft',
          publish_at: 0,
          views: 0,
          author_id: actor.userId,
          review_note: '',
          created: now,
          updated: now,
        })
        .execute();
    }
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: 'news.article.save',
      targetType: 'news_article',
      targetId: id,
      after: { title: fields.title, channel: fields.channel },
    });
  });
  return { id };
}

/**
 * Publishes now, or schedules for `publishAt` when that is in the future: a scheduled article stays
 * invisible until the tick (`publishDue`) publishes it.
 */
export async function publishArticle(siteDb: SiteDb, actor: TActor, id: string, publishAt: number, now: number) {
  const scheduled = publishAt > now;
  const status = scheduled ? ('scheduled' as const) : ('published' as const);
  return siteDb.transaction(async (tx) => {
    const before = await requireArticle(tx, id);
    // Publishing an article that is out already keeps its date: it does not jump back to the top.
    const at = scheduled ? publishAt : before.status === 'published' ? Number(before.publish_at) : now;
    await tx.updateTable('news_articles').set({ status, publish_at: at, review_note: '', updated: now }).where('id', '=', id).execute();
    newsListsChanged(tx);
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: `news.article.${status === 'published' ? 'publish' : 'schedule'}`,
      targetType: 'news_article',
      targetId: id,
      before: { status: before.status },
      after: { status, publishAt: at },
    });
    return { status, publishAt: at };
  });
}

/** A writer (or a publisher) sends a draft for review; every publisher is told. */
export async function submitArticle(siteDb: SiteDb, actor: TActor, id: string, now: number): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await requireArticle(tx, id, actor);
    if (before.status !== 'draft') throw fail('只有草稿可以提交审核');
    requireEditable(actor, before);
    await tx.updateTable('news_articles').set({ status: 'pending', review_note: '', updated: now }).where('id', '=', id).execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'news.article.submit', targetType: 'news_article', targetId: id, before: { status: before.status } });
    await announceForReview(tx, 'news', 'publish', pieceOf(before));
  });
}

/**
 * A publisher's decision on a submitted article: approved, it goes out now or at `publishAt`;
 * sent back, it is a draft again with the note. The writer is told either way.
 */
export async function reviewArticle(siteDb: SiteDb, actor: TActor, input: { id: string; approve: boolean; note?: string; publishAt: number }, now: number) {
  const before = await requireArticle(siteDb, input.id, actor);
  if (before.status !== 'pending') throw fail('这篇文章不在待审核状态');
  const note = sanitizePlainText(input.note ?? '');
  return siteDb.transaction(async (tx) => {
    let status: TArticleStatus = 'draft';
    if (input.approve) status = (await publishArticle(tx, actor, input.id, input.publishAt, now)).status;
    else {
      await tx.updateTable('news_articles').set({ status: 'draft', review_note: note, updated: now }).where('id', '=', input.id).execute();
      await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'news.article.reject', targetType: 'news_article', targetId: input.id, after: { note } });
    }
    await tellAuthor(tx, 'news', before.author_id, pieceOf(before), { approved: input.approve, note });
    return { status };
  });
}

export async function withdrawArticle(siteDb: SiteDb, actor: TActor, id: string, now: number): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const before = await requireArticle(tx, id);
    if (before.status !== 'published' && before.status !== 'scheduled') throw notFound('文章未发布或已撤回');
    await tx.updateTable('news_articles').set({ status: 'withdrawn', updated: now }).where('id', '=', id).execute();
    newsListsChanged(tx);
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: 'news.article.withdraw',
      targetType: 'news_article',
      targetId: id,
      before: { status: before.status },
    });
  });
}

/** Articles for the console: every one to a publisher, their own to a writer; waiting ones first. */
export async function listManaged(siteDb: SiteDb, editor: TEditor, query: { channel?: string; status?: TArticleStatus; page: number; size: number }) {
  let base = siteDb.selectFrom('news_articles');
  if (!editor.publisher) base = base.where('author_id', '=', editor.userId);
  if (query.channel) base = base.where('channel', '=', query.channel);
  if (query.status) base = base.where('status', '=', query.status);
  const { rows, total } = await pagedRows(base, query, (q) =>
    q
      .select(['id', 'channel', 'title', 'status', 'publish_at', 'views', 'updated', 'author_id', 'review_note'])
      .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
      .orderBy('updated', 'desc')
      .orderBy('id', 'desc'),
  );
  const names = await realnames(siteDb, rows.map((r) => r.author_id));
  return { list: rows.map((r) => ({ id: r.id, channel: r.channel, title: r.title, ...editorialFields(r, names, editor) })), total };
}

/** What the console shows of an article's place in the editorial flow, in its list and its edit form alike. */
function editorialFields(
  row: { status: TArticleStatus; publish_at: number; views: number; updated: number; author_id: string; review_note: string },
  names: Map<string, string>,
  editor: TEditor,
) {
  return {
    status: row.status,
    publishAt: Number(row.publish_at),
    views: Number(row.views),
    updated: Number(row.updated),
    author: names.get(row.author_id) ?? '',
    mine: row.author_id === editor.userId,
    reviewNote: row.review_note,
  };
}

/** An article as it was saved, for its publisher (or its writer) to edit. */
export async function managedDetail(siteDb: SiteDb, basePath: string, editor: TEditor, id: string) {
  const row = await siteDb
    .selectFrom('news_articles')
    .select(['id', 'channel', 'title', 'summary', 'body', 'cover', 'attachments', 'status', 'publish_at', 'views', 'updated', 'author_id', 'review_note'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (!editor.publisher && row.author_id !== editor.userId)) throw notFound('文章不存在');
  const names = await realnames(siteDb, [row.author_id]);
  const [cover] = await presentAttachments(siteDb, basePath, row.cover ? [row.cover] : []);
  return {
    id: row.id,
    channel: row.channel,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: cover ?? null,
    attachments: await presentAttachments(siteDb, basePath, parseUploadIds(row.attachments)),
    ...editorialFields(row, names, editor),
  };
}

/** The tick's work for one site: scheduled articles whose time has come go out. Answers how many. */
export async function publishDue(siteDb: SiteDb, now: number): Promise<number> {
  const result = await siteDb
    .updateTable('news_articles')
    .set({ status: 'published', updated: now })
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .executeTakeFirst();
  const published = Number(result.numUpdatedRows);
  if (published > 0) newsListsChanged(siteDb);
  return published;
}
