import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';
import { recordId } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId } from '@quad/contracts/records';
import { okAnswer } from '@quad/contracts/shapes';
import { RESULT_VISIBILITIES, VOTE_STATES } from './rules';

export const ZVoteState = z.enum(VOTE_STATES);
export const ZResultVisibility = z.enum(RESULT_VISIBILITIES);

/** A vote in the phone's list. */
export const ZVoteItem = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  state: ZVoteState,
  opensAt: z.number(),
  closesAt: z.number(),
  multiple: z.boolean(),
  anonymous: z.boolean(),
  /** 0: one vote for the whole vote; N: N votes a day. */
  perDay: z.number(),
  /** Whether I have voted (today, on a vote limited per day). */
  voted: z.boolean(),
});
export type TVoteItem = z.infer<typeof ZVoteItem>;

export const ZVoteOption = z.object({
  id: z.string(),
  text: z.string(),
  pictureUrl: z.string(),
  /** Ballots that chose it, and their share; -1 while the results are not shown. */
  count: z.number(),
  percent: z.number(),
});
export type TVoteOption = z.infer<typeof ZVoteOption>;

export const ZVoteDetail = ZVoteItem.extend({
  description: z.string(),
  minPicks: z.number(),
  maxPicks: z.number(),
  results: ZResultVisibility,
  options: z.array(ZVoteOption),
  /** Whether the counts are in `options`. */
  shown: z.boolean(),
  /** Ballots cast, when shown (0 otherwise). */
  ballots: z.number(),
  /** Whether I may vote now (open, and not yet voted in this period). */
  canVote: z.boolean(),
  /** The options I chose, on a named vote (an anonymous one keeps no such link). */
  myPicks: z.array(z.string()),
});
export type TVoteDetail = z.infer<typeof ZVoteDetail>;

export const listMyVotes = signedIn.getOrPost('/vote/api/list', '我可以参加的投票（未开始、进行中、已结束）', {
  input: pagedInput(),
  output: pageOf(ZVoteItem),
});

export const voteDetail = signedIn.about(recordId('投票')).getOrPost('/vote/api/detail', '投票详情：选项，以及按设置公布的结果', {
  output: ZVoteDetail,
});

export const castVote = signedIn.post('/vote/api/cast', '投票（每人每期一次；同一请求号重试只算一次）', {
  encoding: 'json',
  input: z.object({
    id: recordId('投票'),
    picks: z
      .array(z.string().max(40, '选项格式不正确'), { error: '请选择选项' })
      .min(1, '请选择选项')
      .max(100, '选项太多')
      .describe('所选选项'),
    requestId,
  }),
  output: okAnswer,
  errors: [1, 10004, 10029],
  reasons: ['vote.already-voted'],
});
