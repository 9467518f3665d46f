import { sql } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { countDailyView } from '@quad/content-engine/server';
import type { TArticleDetail, TArticleItem, TChannel } from '../../contract';
import { findChannel } from '../channels/service';
import { parseUploadIds, presentAttachments } from '@quad/platform/server/files/site-uploads';
import { coverUrls } from '@quad/platform/server/files/cover-urls';
import { cachedChannelPage, newsListsChanged } from './list-cache';

const ITEM_COLUMNS = ['id', 'channel', 'title', 'summary', 'cover', 'publish_at', 'views'] as const;

type TItemRow = { id: string; channel: string; title: string; summary: string; cover: string; publish_at: number; views: number };

const toItem = (row: TItemRow, basePath: string): TArticleItem => ({
  id: row.id,
  channel: row.channel,
  title: row.title,
  summary: row.summary,
  ...coverUrls(basePath, row.cover),
  published: Number(row.publish_at),
  views: Number(row.views),
});

/** Only published articles are ever read: drafts, scheduled and withdrawn ones answer "not found". */
const published = (siteDb: SiteDb) => siteDb.selectFrom('news_articles').where('news_articles.status', '=', 'published');

/** A missing or hidden channel is not an error: the page says there is no news yet. Kept per channel (list-cache.ts). */
export async function listForReader(siteDb: SiteDb, basePath: string, query: { channel: string; page: number; size: number }) {
  const answer = await cachedChannelPage(siteDb, query.channel, query, async () => {
    const channel = await findChannel(siteDb, query.channel);
    if (!channel || channel.hidden) return undefined;
    const rows = await published(siteDb).where('channel', '=', channel.key).select([...ITEM_COLUMNS]).orderBy('publish_at', 'desc').orderBy('id', 'desc').execute();
    return { channel: JSON.stringify(channel), items: rows.map((r) => JSON.stringify(toItem(r, basePath))) };
  });
  return answer ?? { channel: null, list: [], total: 0 };
}

/** The latest published articles of a visible channel, for the school's own RSS feed. */
export async function latestOf(siteDb: SiteDb, channel: TChannel, limit: number) {
  return published(siteDb)
    .where('channel', '=', channel.key)
    .select(['id', 'title', 'summary', 'publish_at'])
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A person's first opening of an article on a day adds one view (platform daily views). */
async function countView(siteDb: SiteDb, articleId: string, channel: string, userId: string, now: number): Promise<boolean> {
  return siteDb.transaction(async (tx) => {
    if (!(await countDailyView(tx, 'news', articleId, userId, now))) return false;
    await tx
      .updateTable('news_articles')
      .set({ views: sql<number>`views + 1` })
      .where('id', '=', articleId)
      .execute();
    newsListsChanged(tx, channel);
    return true;
  });
}

export async function readArticle(siteDb: SiteDb, basePath: string, userId: string, id: string, now: number): Promise<TArticleDetail> {
  const row = await published(siteDb)
    .leftJoin('news_channels', (j) =>
      j.onRef('news_channels.site_id', '=', 'news_articles.site_id').onRef('news_channels.key', '=', 'news_articles.channel'),
    )
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'news_articles.site_id').onRef('users.id', '=', 'news_articles.author_id'))
    .select([
      'news_articles.id',
      'news_articles.channel',
      'news_articles.title',
      'news_articles.summary',
      'news_articles.cover',
      'news_articles.publish_at',
      'news_articles.views',
      'news_articles.body',
      'news_articles.attachments',
      'news_channels.name as channelName',
      'users.realname as author',
    ])
    .where('news_articles.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('文章不存在或已撤回');
  const counted = await countView(siteDb, id, row.channel, userId, now);
  return {
    ...toItem({ ...row, views: Number(row.views) + (counted ? 1 : 0) }, basePath),
    channelName: row.channelName ?? '',
    author: row.author ?? '',
    body: row.body,
    attachments: await presentAttachments(siteDb, basePath, parseUploadIds(row.attachments)),
  };
}
