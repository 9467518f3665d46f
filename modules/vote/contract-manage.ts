import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { audiencePicks, ZAudienceChoices } from '@quad/contracts/records';
import { idAnswer, okAnswer } from '@quad/contracts/shapes';
import { ZResultVisibility, ZVoteState } from './contract';
import { MAX_OPTIONS, MAX_PER_DAY, MIN_OPTIONS } from './rules';

const managers = callsFor({ app: 'vote', module: 'manage' });

/** A vote in the console's list, with its live counts. */
export const ZManagedVote = z.object({
  id: z.string(),
  title: z.string(),
  state: ZVoteState,
  opensAt: z.number(),
  closesAt: z.number(),
  multiple: z.boolean(),
  anonymous: z.boolean(),
  perDay: z.number(),
  results: ZResultVisibility,
  options: z.number(),
  ballots: z.number(),
  /** The leading options' texts: several when tied, none before the first ballot. */
  leaders: z.array(z.string()),
  created: z.number(),
});
export type TManagedVote = z.infer<typeof ZManagedVote>;

export const listManagedVotes = managers.getOrPost('/vote/api/manage/list', '投票管理：全部投票及实时票数', {
  input: pagedInput({ keyword: optionalText('标题', 50) }),
  output: pageOf(ZManagedVote),
});

const ZOptionInput = z.object({
  id: z.string().max(40).optional().describe('不填为新选项'),
  text: text('选项内容', 100),
  picture: z.string().max(64).optional().describe('选项图片（上传的文件）'),
});

export const ZVoteSettings = z.object({
  title: text('投票标题', 60),
  description: optionalText('投票说明', 2000),
  cover: z.string().max(64).optional().describe('封面图片（上传的文件）'),
  options: z
    .array(ZOptionInput, { error: '请填写选项' })
    .min(MIN_OPTIONS, `至少需要${MIN_OPTIONS}个选项`)
    .max(MAX_OPTIONS, `最多${MAX_OPTIONS}个选项`)
    .describe('选项'),
  multiple: flag('多选'),
  minPicks: int('最少选择', 1, MAX_OPTIONS).default(1),
  maxPicks: int('最多选择', 1, MAX_OPTIONS).default(1),
  anonymous: flag('匿名投票'),
  perDay: int('每天可投次数', 0, MAX_PER_DAY).default(0).describe('每天可投次数（0 为整个投票只能投一次）'),
  opensAt: unixSeconds('开始时间'),
  closesAt: unixSeconds('截止时间'),
  results: ZResultVisibility.default('voted').describe('结果公布：voted 投票后可见，closed 截止后公布'),
  all: flag('全体可参与'),
  ...audiencePicks,
});

export const saveVote = managers.post('/vote/api/manage/save', '新建或修改投票（已有人投票后不能增删选项或更改投票方式）', {
  encoding: 'json',
  input: ZVoteSettings.extend({ id: z.string().max(40).optional().describe('不填为新建') }),
  output: idAnswer,
  errors: [1, 10004],
});

export const ZManagedVoteDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  coverUrl: z.string(),
  options: z.array(
    z.object({ id: z.string(), text: z.string(), picture: z.string(), pictureUrl: z.string(), count: z.number(), percent: z.number() }),
  ),
  multiple: z.boolean(),
  minPicks: z.number(),
  maxPicks: z.number(),
  anonymous: z.boolean(),
  perDay: z.number(),
  opensAt: z.number(),
  closesAt: z.number(),
  results: ZResultVisibility,
  state: ZVoteState,
  ballots: z.number(),
  all: z.boolean(),
  departments: z.array(z.string()),
  classes: z.array(z.string()),
  roles: z.array(z.string()),
  people: z.array(z.string()),
});
export type TManagedVoteDetail = z.infer<typeof ZManagedVoteDetail>;

export const managedVoteDetail = managers.about(recordId('投票')).getOrPost('/vote/api/manage/detail', '投票设置与结果（每个选项的票数）', {
  output: ZManagedVoteDetail,
});

export const deleteVote = managers.about(recordId('投票')).post('/vote/api/manage/delete', '删除投票（连同票数与投票记录）', {
  output: okAnswer,
});

export const ZBallot = z.object({
  name: z.string(),
  number: z.string(),
  department: z.string(),
  picks: z.array(z.string()),
  day: z.string(),
  created: z.number(),
});
export type TBallot = z.infer<typeof ZBallot>;

export const listBallots = managers.getOrPost('/vote/api/manage/ballots', '实名投票的投票明细（谁投了什么；匿名投票无明细）', {
  input: pagedInput({ id: recordId('投票') }, { maxSize: 100 }),
  output: pageOf(ZBallot),
  errors: [10004],
});

export const voteAudienceOptions = managers.getOrPost('/vote/api/manage/audience', '可选的投票对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

/** The Excel file of one vote's results (`?id=`): counts per option, and each ballot on a named vote. */
export const VOTE_EXPORT_PATH = '/vote/api/manage/export';
export const ZVoteExportQuery = z.object({ id: recordId('投票') });
