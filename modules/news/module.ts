import { defineArea } from '@quad/contracts/manifest';

/**
 * School news in channels, with the per-school channel variants of the spec, and RSS subscriptions
 * (issue 7 items 1 and 5). A variant route (`tjuNews/index`) shows the channel whose key is its
 * module: a site makes it appear by creating that channel.
 */
export const newsManifest = defineArea({
  id: 'news',
  order: 60,
  dependsOn: ['content-engine'],
  name: { zh: '新闻资讯', en: 'News', tw: '新聞資訊' },
  icon: 'read',
  routes: [
    {
      module: 'news',
      pages: [
        // News lists stay cached between visits (spec §2.1).
        { name: 'index', title: '新闻资讯', cached: true },
        { name: 'detail', title: '新闻详情' },
        { name: 'publish', title: '发布新闻' },
        // Writers (`submit`) and publishers alike: what each may do is the server's rule.
        { name: 'manage', title: '文章管理', console: { app: 'news', icon: 'read' } },
      ],
    },
    { module: 'tjuNews', pages: [{ name: 'index', title: '学校新闻', cached: true }] },
    { module: 'tjuNotice', pages: [{ name: 'index', title: '通知公告', cached: true }] },
    { module: 'tjuOfficial', pages: [{ name: 'index', title: '官方发布', cached: true }] },
    {
      module: 'rss',
      pages: [
        { name: 'index', title: '订阅' },
        { name: 'manage', title: '订阅源管理' },
      ],
    },
  ],
});
