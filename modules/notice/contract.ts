import { z } from 'zod';
import { callsFor, getOrPost, signedIn } from '@quad/contracts/call';
import { EDITORIAL_STATUSES } from '@quad/contracts/editorial';
import { flag, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { attachmentIds, audiencePicks, ZAttachment, ZAudienceChoices } from '@quad/contracts/records';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';

const PUBLISH = { app: 'notice', module: 'publish' } as const;
const publishers = callsFor(PUBLISH);
/** Writing notices: `publish`, or `submit` for people whose notices are reviewed before they go out. */
const writers = callsFor({ app: 'notice' });

const noticeId = recordId('通知');


export const ZNoticeItem = z.object({
  id: z.string(),
  title: z.string(),
  /** The first words of the body, plain text. */
  summary: z.string(),
  publisher: z.string(),
  created: z.number(),
  expires: z.number(),
  pinned: z.boolean(),
  mustRead: z.boolean(),
  read: z.boolean(),
  confirmed: z.boolean(),
});
export type TNoticeItem = z.infer<typeof ZNoticeItem>;

export const ZNoticeDetail = ZNoticeItem.extend({
  /** Allowlisted rich text (server-side sanitised): render as HTML. */
  body: z.string(),
  attachments: z.array(ZAttachment),
});
export type TNoticeDetail = z.infer<typeof ZNoticeDetail>;

export const listNotices = signedIn.getOrPost('/notice/wap/default/list', '发给我的通知（置顶在前，可搜索）', {
  input: pagedInput({ keyword: optionalText('搜索词', 50) }),
  output: pageOf(ZNoticeItem, { unread: z.number() }),
});

export const getNotice = signedIn.about(noticeId).getOrPost('/notice/wap/default/detail', '通知详情（同时记为已读）', {
  output: ZNoticeDetail,
});

export const confirmNotice = signedIn.about(noticeId).post('/notice/wap/default/confirm', '确认已阅必读通知', {
  output: okAnswer,
});

/** Must-read notices not yet confirmed: the home page pops them up (noticetippage). */
export const pendingNotices = signedIn.getOrPost('/notice/wap/default/pending', '待确认的必读通知', {
  output: listOf(ZNoticeDetail),
});

const ZNoticeFields = z.object({
  title: text('标题', 100),
  body: text('正文', 20_000),
  all: flag('全校可见').default(false),
  ...audiencePicks,
  pinned: flag('置顶').default(false),
  mustRead: flag('必读').default(false),
  /** Unix seconds; 0 or absent for never. */
  expires: unixSeconds('过期时间').default(0),
});

export const publishNotice = publishers.post('/notice/wap/manage/publish', '发布通知（并给每位接收人发消息）', {
  encoding: 'json',
  input: ZNoticeFields,
  output: z.object({ id: z.string(), recipients: z.number() }),
});

export const updateNotice = publishers.post('/notice/wap/manage/update', '修改已发布的通知', {
  encoding: 'json',
  input: ZNoticeFields.extend({ id: noticeId }),
  output: okAnswer,
  errors: [10004],
});

export const withdrawNotice = publishers.about(noticeId).post('/notice/wap/manage/withdraw', '撤回通知', {
  output: okAnswer,
});

export const ZPublishedNotice = z.object({
  id: z.string(),
  title: z.string(),
  created: z.number(),
  mustRead: z.boolean(),
  pinned: z.boolean(),
  audience: z.number(),
  read: z.number(),
});

export const listPublished = getOrPost('/notice/wap/manage/list', '本站已发布的通知及阅读人数', {
  access: PUBLISH,
  input: pagedInput(),
  output: pageOf(ZPublishedNotice),
});

export const ZReader = z.object({ uid: z.string(), realname: z.string(), number: z.string(), department: z.string() });

export const noticeStats = writers.about(noticeId).getOrPost('/notice/wap/manage/stats', '通知阅读统计：应读、已读、已确认与未读名单（起草人看自己的）', {
  output: z.object({
    audience: z.number(),
    read: z.number(),
    confirmed: z.number(),
    /** Who has not read it yet (the first 200). */
    unread: z.array(ZReader),
  }),
});

/** What a publisher can target: departments, classes and roles of this site. */
export const audienceOptions = writers.getOrPost('/notice/wap/manage/audience', '可选的通知对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

export const saveNotice = writers.post(
  '/notice/wap/manage/save',
  '新建草稿或修改通知（已发布的修改后不再重复发消息；只能起草的人只能改自己的草稿）',
  {
    encoding: 'json',
    input: ZNoticeFields.extend({ id: noticeId.optional(), attachments: attachmentIds }),
    output: idAnswer,
    errors: [10004],
  },
);

export const submitNotice = writers.about(noticeId).post('/notice/wap/manage/submit', '提交审核：草稿交给发布人审核（发布人会收到消息）', {
  output: okAnswer,
  errors: [1],
});

const ZRelease = z.object({ status: z.enum(EDITORIAL_STATUSES), recipients: z.number() });

export const reviewNotice = publishers.post(
  '/notice/wap/manage/review',
  '审核通知：通过（立即或在 publishAt 定时发出）或退回（附审核意见），起草人会收到消息',
  {
    input: z.object({ id: noticeId, approve: flag('是否通过'), note: optionalText('审核意见', 500), publishAt: unixSeconds('发布时间').default(0) }),
    output: ZRelease,
    errors: [1, 10004],
  },
);

export const releaseNotice = publishers.post('/notice/wap/manage/release', '发出草稿：立即（并给每位接收人发消息），或在 publishAt 定时发出', {
  input: z.object({ id: noticeId, publishAt: unixSeconds('发布时间').default(0) }),
  output: ZRelease,
  errors: [1, 10004],
});

export const ZManagedNotice = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(EDITORIAL_STATUSES),
  /** When it went out (published), or was written. */
  created: z.number(),
  /** When a scheduled notice goes out (0 otherwise). */
  publishAt: z.number(),
  mustRead: z.boolean(),
  pinned: z.boolean(),
  author: z.string(),
  mine: z.boolean(),
  reviewNote: z.string(),
  /** Read receipts of a published notice (0 before). */
  audience: z.number(),
  read: z.number(),
});
export type TManagedNotice = z.infer<typeof ZManagedNotice>;

export const manageNotices = writers.getOrPost('/notice/wap/manage/all', '通知管理：发布人看本站全部（待审核在前），只能起草的人看自己的', {
  input: pagedInput({ status: z.enum(EDITORIAL_STATUSES).optional().describe('状态') }),
  output: pageOf(ZManagedNotice),
});

export const getManagedNotice = writers.about(noticeId).getOrPost('/notice/wap/manage/detail', '编辑用的通知内容与发送对象（任何状态）', {
  output: ZManagedNotice.extend({
    body: z.string(),
    expires: z.number(),
    all: z.boolean(),
    departments: z.array(z.string()),
    classes: z.array(z.string()),
    roles: z.array(z.string()),
    /** Usernames of named people. */
    people: z.array(z.string()),
    attachments: z.array(ZAttachment),
  }),
});

