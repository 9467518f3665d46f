import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';
import { flag, idList, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';

const PUBLISH = { app: 'notice', module: 'publish' } as const;

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
});
export type TNoticeDetail = z.infer<typeof ZNoticeDetail>;

export const listNotices = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/notice/wap/default/list',
  summary: '发给我的通知（置顶在前，可搜索）',
  access: 'session',
  input: z.object({
    page: int('页码', 1, 10_000).default(1),
    size: int('每页条数', 1, 50).default(20),
    keyword: optionalText('搜索词', 50),
  }),
  output: z.object({ list: z.array(ZNoticeItem), total: z.number(), unread: z.number() }),
  errors: [10013, 10022],
});

export const getNotice = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/notice/wap/default/detail',
  summary: '通知详情（同时记为已读）',
  access: 'session',
  input: z.object({ id: noticeId }),
  output: ZNoticeDetail,
  errors: [10004, 10013, 10022],
});

export const confirmNotice = defineCall({
  method: 'POST',
  path: '/notice/wap/default/confirm',
  summary: '确认已阅必读通知',
  access: 'session',
  input: z.object({ id: noticeId }),
  output: z.object({}),
  errors: [10004, 10013, 10022],
});

/** Must-read notices not yet confirmed: the home page pops them up (noticetippage). */
export const pendingNotices = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/notice/wap/default/pending',
  summary: '待确认的必读通知',
  access: 'session',
  input: z.object({}).loose(),
  output: z.object({ list: z.array(ZNoticeDetail) }),
  errors: [10013],
});

const ZNoticeFields = z.object({
  title: text('标题', 100),
  body: text('正文', 20_000),
  all: flag('全校可见').default(false),
  departments: idList('部门'),
  classes: idList('班级'),
  roles: idList('角色'),
  /** Usernames (学工号) of named people. */
  people: idList('指定人员'),
  pinned: flag('置顶').default(false),
  mustRead: flag('必读').default(false),
  /** Unix seconds; 0 or absent for never. */
  expires: unixSeconds('过期时间').default(0),
});

export const publishNotice = defineCall({
  method: 'POST',
  path: '/notice/wap/manage/publish',
  summary: '发布通知（并给每位接收人发消息）',
  access: PUBLISH,
  encoding: 'json',
  input: ZNoticeFields,
  output: z.object({ id: z.string(), recipients: z.number() }),
  errors: [10003, 10013, 10022],
});

export const updateNotice = defineCall({
  method: 'POST',
  path: '/notice/wap/manage/update',
  summary: '修改已发布的通知',
  access: PUBLISH,
  encoding: 'json',
  input: ZNoticeFields.extend({ id: noticeId }),
  output: z.object({}),
  errors: [10003, 10004, 10013, 10022],
});

export const withdrawNotice = defineCall({
  method: 'POST',
  path: '/notice/wap/manage/withdraw',
  summary: '撤回通知',
  access: PUBLISH,
  input: z.object({ id: noticeId }),
  output: z.object({}),
  errors: [10003, 10004, 10013, 10022],
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

export const listPublished = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/notice/wap/manage/list',
  summary: '本站已发布的通知及阅读人数',
  access: PUBLISH,
  input: z.object({ page: int('页码', 1, 10_000).default(1), size: int('每页条数', 1, 50).default(20) }),
  output: z.object({ list: z.array(ZPublishedNotice), total: z.number() }),
  errors: [10003, 10013, 10022],
});

export const ZReader = z.object({ uid: z.string(), realname: z.string(), number: z.string(), department: z.string() });

export const noticeStats = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/notice/wap/manage/stats',
  summary: '通知阅读统计：应读、已读、已确认与未读名单',
  access: PUBLISH,
  input: z.object({ id: noticeId }),
  output: z.object({
    audience: z.number(),
    read: z.number(),
    confirmed: z.number(),
    /** Who has not read it yet (the first 200). */
    unread: z.array(ZReader),
  }),
  errors: [10003, 10004, 10013, 10022],
});

/** What a publisher can target: departments, classes and roles of this site. */
export const audienceOptions = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/notice/wap/manage/audience',
  summary: '可选的通知对象（部门、班级、角色）',
  access: PUBLISH,
  input: z.object({}).loose(),
  output: z.object({
    departments: z.array(z.object({ id: z.string(), name: z.string() })),
    classes: z.array(z.object({ id: z.string(), name: z.string() })),
    roles: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  errors: [10003, 10013],
});
