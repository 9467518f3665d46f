import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { EDITORIAL_STATUSES } from '@quad/contracts/editorial';
import { flag, int, optionalText, recordId, text, unixSeconds, url } from '@quad/contracts/fields';
import { pagedInput, pageFields, pageOf } from '@quad/contracts/paging';
import { attachmentIds, ZAttachment } from '@quad/contracts/records';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';

/** Publishing news (and reviewing what writers submit) and offering RSS feeds: site administrators hold it (built-in grant). */
const publishers = callsFor({ app: 'news', module: 'publish' });
/** Writing news: `publish`, or `submit` for people whose articles are reviewed before they go out. */
const writers = callsFor({ app: 'news' });

const articleId = recordId('文章');
const feedId = recordId('订阅源');

/** A channel key is also a route module (`tjuNews/index`), so it has a route's shape. */
const channelKey = z
  .string({ error: '请指定频道' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '频道标识只能包含字母、数字和下划线，并以字母开头')
  .describe('频道标识');

export const ZChannel = z.object({ key: z.string(), name: z.string(), sort: z.number(), hidden: z.boolean() });
export type TChannel = z.infer<typeof ZChannel>;

export const ZArticleItem = z.object({
  id: z.string(),
  channel: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Attachment fetch addresses of the cover, '' without one. */
  cover: z.string(),
  coverThumb: z.string(),
  published: z.number(),
  views: z.number(),
});
export type TArticleItem = z.infer<typeof ZArticleItem>;

export const ZArticleDetail = ZArticleItem.extend({
  channelName: z.string(),
  author: z.string(),
  /** Allowlisted rich text (sanitised on the server): render as HTML. */
  body: z.string(),
  attachments: z.array(ZAttachment),
});
export type TArticleDetail = z.infer<typeof ZArticleDetail>;

export const listChannels = signedIn.getOrPost('/news/wap/default/channels', '新闻频道（不含隐藏的）', {
  output: listOf(ZChannel),
});

export const listArticles = signedIn.getOrPost('/news/wap/default/list', '频道中已发布的新闻，新的在前；频道不存在时 channel 为 null、列表为空', {
  input: z.object({ channel: channelKey, ...pageFields() }),
  output: pageOf(ZArticleItem, { channel: ZChannel.nullable() }),
});

export const getArticle = signedIn.about(articleId).getOrPost('/news/wap/default/detail', '新闻详情（每人每天计一次阅读）', {
  output: ZArticleDetail,
});

export const manageChannels = writers.getOrPost('/news/wap/manage/channels', '全部新闻频道（含隐藏的）', {
  output: listOf(ZChannel),
});

export const saveChannel = publishers.post('/news/wap/manage/channel/save', '新建或修改频道（按标识）', {
  input: z.object({
    key: channelKey,
    name: text('频道名称', 20),
    sort: int('排序', -10_000, 10_000).default(0),
    hidden: flag('隐藏').default(false),
  }),
  output: okAnswer,
});

export const deleteChannel = publishers.post('/news/wap/manage/channel/delete', '删除没有文章的频道', {
  input: z.object({ key: channelKey }),
  output: okAnswer,
  errors: [1, 10004],
});

export const saveArticle = writers.post('/news/wap/manage/save', '新建草稿或修改文章（不改变发布状态；只能投稿的人只能改自己的草稿）', {
  encoding: 'json',
  input: z.object({
    id: articleId.optional(),
    channel: channelKey,
    title: text('标题', 100),
    summary: optionalText('摘要', 200),
    body: text('正文', 50_000),
    cover: optionalText('封面', 64),
    attachments: attachmentIds,
  }),
  output: idAnswer,
  errors: [10004],
});

export const publishArticle = publishers.post('/news/wap/manage/publish', '立即发布，或在 publishAt（Unix 秒，晚于现在）定时发布', {
  input: z.object({ id: articleId, publishAt: unixSeconds('发布时间').default(0) }),
  output: z.object({ status: z.enum(['published', 'scheduled']), publishAt: z.number() }),
  errors: [10004],
});

export const submitArticle = writers.about(articleId).post('/news/wap/manage/submit', '提交审核：草稿交给发布人审核（发布人会收到消息）', {
  output: okAnswer,
  errors: [1],
});

export const reviewArticle = publishers.post(
  '/news/wap/manage/review',
  '审核稿件：通过（立即或在 publishAt 定时发布）或退回（附审核意见），作者会收到消息',
  {
    input: z.object({
      id: articleId,
      approve: flag('是否通过'),
      note: optionalText('审核意见', 500),
      publishAt: unixSeconds('发布时间').default(0),
    }),
    output: z.object({ status: z.enum(EDITORIAL_STATUSES) }),
    errors: [1, 10004],
  },
);

export const withdrawArticle = publishers.about(articleId).post('/news/wap/manage/withdraw', '撤回文章（已发布或定时中）', {
  output: okAnswer,
});

export const ZManagedArticle = z.object({
  id: z.string(),
  channel: z.string(),
  title: z.string(),
  status: z.enum(EDITORIAL_STATUSES),
  publishAt: z.number(),
  views: z.number(),
  updated: z.number(),
  author: z.string(),
  /** Whether I wrote it (a writer sees only their own). */
  mine: z.boolean(),
  /** The reviewer's note on an article sent back ('' otherwise). */
  reviewNote: z.string(),
});

export const manageArticles = writers.getOrPost('/news/wap/manage/list', '文章及阅读数：发布人看本站全部，只能投稿的人看自己的', {
  input: z.object({ channel: channelKey.optional(), status: z.enum(EDITORIAL_STATUSES).optional().describe('状态'), ...pageFields() }),
  output: pageOf(ZManagedArticle),
});

/** An article as its publisher edits it (any status). */
export const getManagedArticle = writers.about(articleId).getOrPost('/news/wap/manage/detail', '编辑用的文章内容（任何状态；只能投稿的人只能看自己的）', {
  output: ZManagedArticle.extend({
    summary: z.string(),
    body: z.string(),
    cover: ZAttachment.nullable(),
    attachments: z.array(ZAttachment),
  }),
});

// RSS subscriptions

export const ZFeed = z.object({ id: z.string(), name: z.string(), subscribed: z.boolean() });

export const listFeeds = signedIn.getOrPost('/rss/wap/default/feeds', '本站提供的订阅源及我是否订阅', {
  output: listOf(ZFeed),
});

export const subscribeFeed = signedIn.post('/rss/wap/default/subscribe', '订阅或取消订阅', {
  input: z.object({ id: feedId, on: flag('订阅') }),
  output: okAnswer,
  errors: [10004],
});

export const ZFeedItem = z.object({
  id: z.string(),
  feed: z.string(),
  title: z.string(),
  link: z.string(),
  summary: z.string(),
  published: z.number(),
});

export const listFeedItems = signedIn.getOrPost('/rss/wap/default/items', '我订阅的源的新条目，新的在前', {
  input: pagedInput(),
  output: pageOf(ZFeedItem),
});

export const ZManagedFeed = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  lastFetched: z.number(),
  lastError: z.string(),
  errorAt: z.number(),
  items: z.number(),
  subscribers: z.number(),
});

export const manageFeeds = publishers.getOrPost('/rss/wap/manage/feeds', '订阅源及其最近一次抓取的结果', {
  output: listOf(ZManagedFeed),
});

export const addFeed = publishers.post('/rss/wap/manage/add', '添加订阅源（http/https 地址的 RSS 2.0 或 Atom）', {
  input: z.object({ name: text('名称', 40), url: url('订阅地址') }),
  output: idAnswer,
});

export const deleteFeed = publishers.about(feedId).post('/rss/wap/manage/delete', '删除订阅源及其条目和订阅', {
  output: okAnswer,
});

export const refreshFeeds = publishers.about(feedId.optional()).post('/rss/wap/manage/refresh', '立即抓取订阅源（不指定则全部）', {
  output: listOf(ZManagedFeed),
  errors: [10029],
});
