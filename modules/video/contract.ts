import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { idAnswer, okAnswer } from '@quad/contracts/shapes';

const managers = callsFor({ app: 'video', module: 'manage' });
const videoId = recordId('视频');

export const VIDEO_STATUSES = ['draft', 'published', 'hidden'] as const;
export type TVideoStatus = (typeof VIDEO_STATUSES)[number];

export const ZVideoItem = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  /** Attachment links of the cover picture ('' for none). */
  cover: z.string(),
  coverThumb: z.string(),
  /** Seconds, 0 when not known. */
  duration: z.number(),
  views: z.number(),
  comments: z.number(),
  published: z.number(),
});
export type TVideoItem = z.infer<typeof ZVideoItem>;

export const ZVideoDetail = ZVideoItem.extend({
  /** Plain text (markup removed on the server). */
  description: z.string(),
  /** What the player plays: this site's attachment link, or the https address the video was linked from. */
  src: z.string(),
  /** `video/mp4` or `video/webm` for an uploaded file, '' for a link (the browser finds out). */
  type: z.string(),
  commentsOpen: z.boolean(),
});
export type TVideoDetail = z.infer<typeof ZVideoDetail>;

export const listVideos = signedIn.getOrPost('/video/wap/default/list', '已发布的视频，新的在前，可按分类查看', {
  input: pagedInput({ category: optionalText('分类', 20) }, { defaultSize: 10 }),
  output: pageOf(ZVideoItem, { categories: z.array(z.string()) }),
});

export const getVideo = signedIn.about(videoId).getOrPost('/video/wap/default/detail', '视频详情（每人每天计一次播放）', {
  output: ZVideoDetail,
});

export const ZManagedVideo = ZVideoDetail.extend({
  status: z.enum(VIDEO_STATUSES),
  /** The uploads behind it, for editing: cover and video file ids ('' for none). */
  coverFile: z.string(),
  videoFile: z.string(),
  link: z.string(),
  commentsReview: z.boolean(),
  /** Comments waiting for review. */
  pending: z.number(),
  updated: z.number(),
});
export type TManagedVideo = z.infer<typeof ZManagedVideo>;

export const manageVideos = managers.getOrPost('/video/api/manage/list', '视频管理：本站全部视频（含草稿与已下线）', {
  input: pagedInput({ status: z.enum(VIDEO_STATUSES).optional().describe('状态'), keyword: optionalText('搜索词', 50) }, { maxSize: 100 }),
  output: pageOf(ZManagedVideo),
});

/** `https://…` only: a page served over https cannot play a plain-http video, and other schemes are not videos. */
const httpsLink = z
  .string({ error: '视频地址格式不正确' })
  .trim()
  .max(1000, '视频地址太长')
  .refine((v) => v === '' || /^https:\/\/[^\s/]+\/\S*$/i.test(v), '视频地址应以 https:// 开头')
  .optional()
  .describe('视频地址');

export const saveVideo = managers.post('/video/api/manage/save', '新建（草稿）或修改视频：上传的视频文件或 https 视频地址二选一', {
  encoding: 'json',
  input: z.object({
    id: videoId.optional(),
    title: text('标题', 100),
    description: optionalText('简介', 2000),
    category: text('分类', 20),
    cover: optionalText('封面', 40),
    file: optionalText('视频文件', 40),
    link: httpsLink,
    duration: int('时长（秒）', 0, 86_400).default(0),
    commentsOpen: flag('开放评论').default(true),
    commentsReview: flag('评论先审后发').default(false),
  }),
  output: idAnswer,
  errors: [10004],
});

export const setVideoStatus = managers.post('/video/api/manage/status', '发布或下线视频', {
  input: z.object({ id: videoId, status: z.enum(['published', 'hidden'], { error: '状态格式不正确' }).describe('状态') }),
  output: okAnswer,
  errors: [10004],
});

export const deleteVideo = managers.about(videoId).post('/video/api/manage/delete', '删除视频及其评论', {
  output: okAnswer,
});
