import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { flag, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { requestId, ZAudienceChoices, ZNamed } from '@quad/contracts/records';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';
import {
  RESERVATION_REASONS,
  ZCheckResult,
  ZClaim,
  ZReservationCounts,
  ZReservationSettings,
  ZReservationStatus,
} from '@quad/reservation-engine/contract';

/**
 * The ticket area's calls (issue 21): the phone's list, detail, grab or book, cancel, subscriptions,
 * my tickets and the pass; the staff's check; the console's events, live counter, winners' export and
 * check-in statistics. The contested part is the reservation engine's: its shapes are answered as is.
 */

const managers = callsFor({ app: 'ticket', module: 'manage' });
const checkers = callsFor({ app: 'ticket', module: 'check' });

const eventId = recordId('活动');

/** An event as the phone's list shows it, with where it stands for the reader. */
export const ZTicketEvent = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string().describe('封面图地址，没有为空'),
  place: z.string(),
  startsAt: z.number().describe('活动开始时间'),
  endsAt: z.number().describe('活动结束时间'),
  organizer: z.string(),
  status: ZReservationStatus,
});
export type TTicketEvent = z.infer<typeof ZTicketEvent>;

export const ZTicketEventDetail = ZTicketEvent.extend({
  description: z.string(),
  /** The activity one must have been checked in at first ('' for none). */
  prerequisiteTitle: z.string(),
  /** The form one must have filled first (its number, for the link, and title), null for none. */
  prerequisiteForm: z.object({ no: z.number(), title: z.string() }).nullable(),
});
export type TTicketEventDetail = z.infer<typeof ZTicketEventDetail>;

/** One of my tickets (a claim), with its event. */
export const ZMyTicket = ZClaim.extend({
  eventId: z.string(),
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
});
export type TMyTicket = z.infer<typeof ZMyTicket>;

export const listTicketEvents = signedIn.getOrPost('/ticket/api/events', '活动票务：已发布、我可参与的活动及其状态', {
  output: listOf(ZTicketEvent),
});

export const ticketEvent = signedIn.about(eventId).getOrPost('/ticket/api/event', '活动详情：剩余票数、我的票、能否抢票', {
  output: ZTicketEventDetail,
});

export const grabTicket = signedIn.post('/ticket/api/grab', '抢票（先到先得）或预约（抽签分票）；同一请求号重试只算一次', {
  input: z.object({
    id: eventId,
    zone: z.string().max(20, '分区格式不正确').optional().describe('分区标识，不填为第一个有余票的分区'),
    requestId,
    captchaToken: z.string().max(200, '验证凭证格式不正确').optional().describe('滑块验证的一次性凭证（活动要求验证时）'),
  }),
  output: ZClaim,
  errors: [1, 10004, 10029],
  reasons: [...RESERVATION_REASONS],
});

export const cancelTicket = signedIn.post('/ticket/api/cancel', '退票（或取消预约、退出候补）；名额交给候补的第一位', {
  input: z.object({ claimId: recordId('票') }),
  output: okAnswer,
  errors: [1, 10004],
});

export const subscribeEvent = signedIn.post('/ticket/api/subscribe', '订阅提醒（开抢或有票退回时通知）或取消订阅', {
  input: z.object({ id: eventId, on: flag('订阅') }),
  output: okAnswer,
  errors: [10004],
});

export const listMyTickets = signedIn.getOrPost('/ticket/api/mine', '我的票（最新在前）', {
  output: listOf(ZMyTicket),
});

/** The QR of a ticket: the signed code rotates, so a screenshot soon stops working; the 兑换码 is typed when a QR cannot be read. */
export const ZTicketPass = z.object({
  ticket: ZMyTicket,
  token: z.string(),
  svg: z.string(),
  refreshIn: z.number().describe('多少秒后刷新'),
  code: z.string().describe('兑换码'),
});
export type TTicketPass = z.infer<typeof ZTicketPass>;

export const ticketPass = signedIn.getOrPost('/ticket/api/pass', '出示电子票：二维码与兑换码', {
  input: z.object({ claimId: recordId('票') }),
  output: ZTicketPass,
  errors: [1, 10004],
});

export const listCheckEvents = checkers.getOrPost('/ticket/api/check/events', '验票可选的活动（未结束的已发布活动）', {
  output: listOf(ZNamed),
});

export const checkTicket = checkers.post('/ticket/api/check', '验票：扫描二维码或输入兑换码；再次出示说明已于何时验过', {
  input: z
    .object({
      token: optionalText('二维码', 400),
      code: optionalText('兑换码', 32),
      eventId: eventId.optional().describe('只验这个活动的票，不填为所有活动'),
    })
    .refine((v) => Boolean(v.token || v.code), { message: '请扫描二维码或输入兑换码', path: ['code'] }),
  output: ZCheckResult.extend({ eventTitle: z.string() }),
  errors: [10004],
});

/** An event as its console keeps it, with its counts. */
export const ZManagedEvent = z.object({
  id: z.string(),
  itemId: z.string(),
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  organizer: z.string(),
  published: z.boolean(),
  mode: z.string(),
  opensAt: z.number(),
  closesAt: z.number(),
  counts: ZReservationCounts,
  created: z.number(),
});
export type TManagedEvent = z.infer<typeof ZManagedEvent>;

export const listManagedEvents = managers.getOrPost('/ticket/api/manage/events', '活动管理：全部活动及票况', {
  input: pagedInput({ keyword: optionalText('活动名称', 50) }, { maxSize: 100 }),
  output: pageOf(ZManagedEvent),
});

const eventFields = {
  title: text('活动名称', 60),
  cover: z.string().max(64, '封面图格式不正确').optional().describe('封面图（上传的文件），不填为无'),
  place: text('活动地点', 60),
  startsAt: unixSeconds('活动开始时间'),
  endsAt: unixSeconds('活动结束时间'),
  description: optionalText('活动介绍', 2000),
  organizer: optionalText('主办单位', 60),
  published: flag('发布'),
};

/** An event's form as the console edits it: its own fields and the engine's rules. */
export const ZEventForm = z.object({
  id: z.string(),
  itemId: z.string(),
  title: z.string(),
  cover: z.string(),
  coverUrl: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  description: z.string(),
  organizer: z.string(),
  published: z.boolean(),
  settings: ZReservationSettings,
});
export type TEventForm = z.infer<typeof ZEventForm>;

export const managedEvent = managers.about(eventId).getOrPost('/ticket/api/manage/event', '活动的设置（编辑用）', {
  output: ZEventForm,
});

export const saveTicketEvent = managers.post(
  '/ticket/api/manage/event/save',
  '新建或修改活动：名额分区、开放与截止时间、方式、限额、候补、验证、对象、前置活动',
  {
    encoding: 'json',
    input: z
      .object({ id: eventId.optional().describe('不填为新建'), ...eventFields, settings: ZReservationSettings.describe('票务设置') })
      .refine((v) => v.endsAt > v.startsAt, { message: '活动结束时间必须晚于开始时间', path: ['endsAt'] }),
    output: idAnswer,
    errors: [1, 10004],
  },
);

export const ticketCounts = managers
  .about(eventId)
  .getOrPost('/ticket/api/manage/counts', '实时票况：名额、已抢、待分、候补、已验、退票、订阅', {
    output: ZReservationCounts.extend({ title: z.string() }),
  });

export const audienceChoices = managers.getOrPost('/ticket/api/manage/audience', '可选的参与对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

export const ZCheckStatistic = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.number(),
  capacity: z.number(),
  won: z.number().describe('持票（含已验）'),
  checked: z.number(),
  cancelled: z.number(),
});
export type TCheckStatistic = z.infer<typeof ZCheckStatistic>;

export const checkStatistic = managers.getOrPost('/ticket/api/manage/statistic', '验票统计：各活动的持票与已验人数', {
  output: listOf(ZCheckStatistic),
});

/** The winners of an event as Excel (`?id=`): name, number, zone, state, code, when taken and checked. */
export const TICKET_WINNERS_EXPORT_PATH = '/ticket/api/manage/winners/export';
export const ZWinnersQuery = z.object({ id: eventId });
