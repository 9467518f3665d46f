import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { addDemoRole } from '@quad/platform/server/seed/demo-roles';

/**
 * Demo channels (one of them the `tjuNews` variant), a first article, and the demo teacher as a
 * writer whose articles the administrator reviews.
 */
export async function seedNewsDemo(siteDb: SiteDb): Promise<void> {
  const now = nowSeconds();
  await siteDb
    .insertInto('news_channels', [
      { key: 'campus', name: '校园动态', sort: 0, hidden: 0, created: now },
      { key: 'tjuNews', name: '学校新闻', sort: 1, hidden: 0, created: now },
    ])
    .execute();
  const author = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  await siteDb
    .insertInto('news_articles', {
      id: newId(),
      channel: 'campus',
      title: '欢迎使用新闻资讯',
      cover: '',
      summary: '学校的新闻、通知与官方发布都会在这里出现。',
      body: '<p>学校的新闻、通知与官方发布都会在这里出现。</p>',
      attachments: '[]',
      status: 'published',
      publish_at: now,
      views: 0,
      author_id: author?.id ?? '',
      review_note: '',
      created: now,
      updated: now,
    })
    .execute();
  await addDemoRole(siteDb, { key: 'news-writer', name: '新闻投稿人', grants: { news: { module: ['submit'] } } }, ['teacher']);
}
