import { defineArea } from '@quad/contracts/manifest';

/**
 * School news in channels, with the per-school channel variants of the spec, and RSS subscriptions
 * (issue 7 items 1 and 5). A variant route (`tjuNews/index`) shows the channel whose key is its
 * module: a site makes it appear by creating that channel. News lists stay cached between visits
 * (spec §2.1).
 */
export const newsManifest = defineArea('news', { zh: '新闻资讯', en: 'News', tw: '新聞資訊' }, {
  order: 60,
  dependsOn: ['content-engine'],
  icon: 'read',
  routes: {
    news: {
      index: { title: '新闻资讯', cached: true },
      detail: '新闻详情',
      publish: '发布新闻',
      // Writers (`submit`) and publishers alike: what each may do is the server's rule.
      manage: { title: '文章管理', console: { app: 'news', icon: 'read' } },
    },
    tjuNews: { index: { title: '学校新闻', cached: true } },
    tjuNotice: { index: { title: '通知公告', cached: true } },
    tjuOfficial: { index: { title: '官方发布', cached: true } },
    rss: { index: '订阅', manage: '订阅源管理' },
  },
});
