import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { flag, optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { idAnswer, okAnswer } from '@quad/contracts/shapes';

const managers = callsFor({ app: 'topic', module: 'manage' });
const topicId = recordId('话题');

export const TOPIC_STATUSES = ['open', 'closed', 'hidden'] as const;
export type TTopicStatus = (typeof TOPIC_STATUSES)[number];

export const ZTopicItem = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text (markup removed on the server). */
  description: z.string(),
  cover: z.string(),
  coverThumb: z.string(),
  pinned: z.boolean(),
  /** `closed` topics are read-only; `hidden` ones reach their managers only. */
  status: z.enum(TOPIC_STATUSES),
  /** Visible posts and replies. */
  posts: z.number(),
  created: z.number(),
});
export type TTopicItem = z.infer<typeof ZTopicItem>;

export const listTopics = signedIn.getOrPost('/topic/wap/default/list', '话题列表：置顶在前，其余新的在前', {
  input: pagedInput({}, { defaultSize: 10 }),
  output: pageOf(ZTopicItem),
});

export const getTopic = signedIn.about(topicId).getOrPost('/topic/wap/default/detail', '话题详情（帖子与回复用评论接口读取，kind=topic）', {
  output: ZTopicItem.extend({ review: z.boolean() }),
});

export const ZManagedTopic = ZTopicItem.extend({ review: z.boolean(), coverFile: z.string(), pending: z.number(), updated: z.number() });
export type TManagedTopic = z.infer<typeof ZManagedTopic>;

export const manageTopics = managers.getOrPost('/topic/api/manage/list', '话题管理：本站全部话题（含已隐藏）', {
  input: pagedInput({ keyword: optionalText('搜索词', 50) }, { maxSize: 100 }),
  output: pageOf(ZManagedTopic),
});

export const saveTopic = managers.post('/topic/api/manage/save', '新建（立即开放）或修改话题', {
  encoding: 'json',
  input: z.object({
    id: topicId.optional(),
    title: text('话题', 60),
    description: optionalText('话题说明', 1000),
    cover: optionalText('封面', 40),
    pinned: flag('置顶').default(false),
    review: flag('帖子先审后发').default(false),
  }),
  output: idAnswer,
  errors: [10004],
});

export const setTopicStatus = managers.post('/topic/api/manage/status', '开放、关闭（只读）或隐藏话题', {
  input: z.object({ id: topicId, status: z.enum(TOPIC_STATUSES, { error: '状态格式不正确' }).describe('状态') }),
  output: okAnswer,
  errors: [10004],
});

export const deleteTopic = managers.about(topicId).post('/topic/api/manage/delete', '删除话题及其全部帖子', {
  output: okAnswer,
});
