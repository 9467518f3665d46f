import { z } from 'zod';
import { signedIn } from './call';
import { idList, optionalText, recordId, text } from './fields';
import { pagedInput, pageOf } from './paging';
import { requestId } from './records';
import { okAnswer } from './shapes';

/**
 * Comments: one engine for every area whose records people talk about (videos, topics). An area
 * registers a kind of subject; people comment on a subject of that kind, its moderators review them.
 */

const kind = z
  .string({ error: '请指定评论对象类型' })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,29}$/, '评论对象类型格式不正确')
  .describe('评论对象类型（如 video、topic）');

export const COMMENT_STATUSES = ['visible', 'pending', 'hidden'] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];

/** Largest comment, characters; pictures per comment. */
export const COMMENT_MAX = 1000;
export const COMMENT_IMAGES_MAX = 9;

const ZCommentImage = z.object({ file: z.string(), url: z.string(), thumb: z.string() });

export const ZComment = z.object({
  id: z.string(),
  author: z.object({ uid: z.string(), realname: z.string() }),
  /** Plain text (markup removed on the server): render as text, never as HTML. */
  body: z.string(),
  images: z.array(ZCommentImage),
  created: z.number(),
  /** `pending` and `hidden` reach only their author and the moderators. */
  status: z.enum(COMMENT_STATUSES),
  mine: z.boolean(),
  /** The comment this one answers, as it reads now ('' when that one is gone or hidden). */
  replyTo: z.object({ id: z.string(), realname: z.string(), excerpt: z.string() }).nullable(),
});
export type TComment = z.infer<typeof ZComment>;

export const listComments = signedIn.getOrPost(
  '/api/comment/list',
  '某条内容的评论，新的在前（作者本人还能看到自己待审核的评论，管理员能看到全部）',
  {
    input: pagedInput({ kind, subject: recordId('评论对象') }),
    output: pageOf(ZComment, {
      /** Whether I may comment now (the subject takes comments). */
      canPost: z.boolean(),
      /** Whether new comments wait for a moderator before others see them. */
      review: z.boolean(),
      /** Whether I moderate this kind: the list then has pending and hidden comments too. */
      moderator: z.boolean(),
    }),
    errors: [10004],
  },
);

export const postComment = signedIn.post('/api/comment/post', '发表评论（可带图片、可回复某条评论；同一请求号只发一次）', {
  input: z.object({
    kind,
    subject: recordId('评论对象'),
    body: text('评论内容', COMMENT_MAX),
    images: idList('图片').pipe(z.array(z.string()).max(COMMENT_IMAGES_MAX, `图片最多${COMMENT_IMAGES_MAX}张`)),
    replyTo: recordId('回复的评论').optional(),
    requestId,
  }),
  output: z.object({ id: z.string(), status: z.enum(COMMENT_STATUSES) }),
  errors: [1, 10004, 10029],
});

export const deleteComment = signedIn.about(recordId('评论')).post('/api/comment/delete', '删除自己的评论', {
  output: okAnswer,
});

export const ZModeratedComment = ZComment.extend({
  subject: z.object({ id: z.string(), title: z.string(), link: z.string() }),
  /** Who last approved, hid or restored it, and why. */
  moderation: z.object({ by: z.string(), at: z.number(), reason: z.string() }).nullable(),
});
export type TModeratedComment = z.infer<typeof ZModeratedComment>;

export const listModeratedComments = signedIn.getOrPost(
  '/api/comment/manage/list',
  '评论审核：某类内容的评论（需要该类内容的管理权限），待审核的在前',
  {
    input: pagedInput(
      {
        kind,
        status: z.enum(COMMENT_STATUSES).optional().describe('状态（不填为全部）'),
        keyword: optionalText('搜索词', 50),
      },
      { maxSize: 100 },
    ),
    output: pageOf(ZModeratedComment, { pending: z.number() }),
  },
);

export const COMMENT_ACTIONS = ['approve', 'hide', 'restore', 'delete'] as const;

export const moderateComment = signedIn.post('/api/comment/manage/moderate', '审核评论：通过、隐藏、恢复或删除（作者会收到站内消息）', {
  input: z.object({
    id: recordId('评论'),
    action: z.enum(COMMENT_ACTIONS, { error: '操作格式不正确' }).describe('操作'),
    reason: optionalText('原因', 200),
  }),
  output: okAnswer,
  errors: [10004],
});
