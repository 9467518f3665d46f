import { z } from 'zod';
import { callsFor, signedIn } from '@quad/contracts/call';
import { flag, int, optionalText, recordId, text, unixSeconds } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { audiencePicks, requestId, ZAudienceChoices, ZNamed } from '@quad/contracts/records';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';
import { RESERVATION_REASONS, ZCheckResult, ZClaimState, ZReservationCounts, ZReservationStatus } from '@quad/reservation-engine/contract';
import { MAX_COLS, MAX_ROWS, MAX_ZONES } from './shared/layout';

/**
 * The seat area's calls (issue 21 item 3): the phone's events, the seat map, holding seats (picked or
 * chosen by the server), confirming or releasing them, my seats' passes; the staff's check; the
 * console's events with their layouts, the sold and held seats, and the export. Places, limits and
 * codes are the reservation engine's.
 */

const managers = callsFor({ app: 'seat', module: 'manage' });
const checkers = callsFor({ app: 'seat', module: 'check' });

const eventId = recordId('场次');
const seatKeyField = z.string().regex(/^[1-9]\d?-[1-9]\d?$/, '座位格式不正确');

const zoneKey = z.string().regex(/^[a-z0-9_-]{1,20}$/, '分区标识只能是小写字母、数字、下划线和短横线');

/** A layout as the console sends it and the phone draws it (`shared/layout.ts` says what each part means). */
export const ZSeatLayout = z.object({
  rows: int('排数', 1, MAX_ROWS),
  cols: int('每排座位数', 1, MAX_COLS),
  aisles: z
    .array(int('过道', 1, MAX_COLS))
    .max(MAX_COLS, '过道太多')
    .default([]),
  zones: z
    .array(z.object({ key: zoneKey, name: text('分区名称', 30) }))
    .min(1, '至少设置一个分区')
    .max(MAX_ZONES, `分区最多${MAX_ZONES}个`),
  grid: z.array(z.string().max(MAX_COLS, '座位图的格式不正确')).max(MAX_ROWS, '座位图的格式不正确'),
});

/** A seat of mine: held (waiting for my confirmation) or a claim of the engine's. */
export const ZMySeat = z.object({
  seatKey: z.string(),
  zone: z.string(),
  zoneName: z.string(),
  claimId: z.string(),
  state: ZClaimState,
  code: z.string(),
  cancellable: z.boolean(),
});
export type TMySeat = z.infer<typeof ZMySeat>;

export const ZSeatEvent = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  status: ZReservationStatus,
});
export type TSeatEvent = z.infer<typeof ZSeatEvent>;

export const ZSeatEventDetail = ZSeatEvent.extend({ description: z.string(), seats: z.array(ZMySeat) });
export type TSeatEventDetail = z.infer<typeof ZSeatEventDetail>;

export const listSeatEvents = signedIn.getOrPost('/seat/api/events', '在线选座：已发布、我可参与的场次及各分区余座', {
  output: listOf(ZSeatEvent),
});

export const seatEvent = signedIn.about(eventId).getOrPost('/seat/api/event', '场次详情：状态、我的座位', {
  output: ZSeatEventDetail,
});

/** The map: every seat's state for me; `held` are my holds with when they end. */
export const ZSeatMap = z.object({
  id: z.string(),
  title: z.string(),
  layout: ZSeatLayout,
  sold: z.array(z.string()).describe('已售座位'),
  locked: z.array(z.string()).describe('他人锁定中的座位'),
  owned: z.array(z.string()).describe('我已确认的座位'),
  held: z.array(z.string()).describe('我锁定中的座位'),
  expiresAt: z.number().describe('我的锁定何时结束，没有为0'),
  limit: z.number(),
  phase: ZReservationStatus.shape.phase,
});
export type TSeatMap = z.infer<typeof ZSeatMap>;

export const seatMap = signedIn.about(eventId).getOrPost('/seat/api/map', '座位图：已售、锁定中、我的座位', {
  output: ZSeatMap,
});

/** My holds on an event, as the confirm page shows them. */
export const ZSeatHolds = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  seats: z.array(z.object({ seatKey: z.string(), zone: z.string(), zoneName: z.string() })),
  expiresAt: z.number(),
});
export type TSeatHolds = z.infer<typeof ZSeatHolds>;

export const holdSeats = signedIn.post('/seat/api/hold', '锁定选中的座位5分钟（同一排相邻的座位），取代我在本场之前的锁定', {
  encoding: 'json',
  input: z.object({ id: eventId, seats: z.array(seatKeyField).min(1, '请选择座位').max(6, '一次最多选6个座位') }),
  output: ZSeatHolds,
  errors: [1, 10004],
  reasons: [...RESERVATION_REASONS],
});

export const autoHoldSeats = signedIn.post('/seat/api/hold/auto', '帮我选座：锁定靠近前中部的若干相邻空座', {
  input: z.object({ id: eventId, count: int('座位数', 1, 6) }),
  output: ZSeatHolds,
  errors: [1, 10004],
  reasons: [...RESERVATION_REASONS],
});

export const myHolds = signedIn.about(eventId).getOrPost('/seat/api/holds', '我在本场锁定中的座位及锁定结束时间', {
  output: ZSeatHolds,
});

export const confirmSeats = signedIn.post('/seat/api/confirm', '确认锁定的座位（每个座位一张票）；同一请求号重试只算一次', {
  input: z.object({ id: eventId, requestId }),
  output: listOf(ZMySeat),
  errors: [1, 10004],
  reasons: [...RESERVATION_REASONS],
});

export const releaseSeats = signedIn.post('/seat/api/release', '取消选座：释放我在本场锁定的座位', {
  input: z.object({ id: eventId }),
  output: okAnswer,
  errors: [10004],
});

export const subscribeSeatEvent = signedIn.post('/seat/api/subscribe', '订阅提醒（开放选座或有座位退回时通知）或取消订阅', {
  input: z.object({ id: eventId, on: flag('订阅') }),
  output: okAnswer,
  errors: [10004],
});

export const cancelSeat = signedIn.post('/seat/api/cancel', '退座：退回已确认的座位', {
  input: z.object({ claimId: recordId('座位') }),
  output: okAnswer,
  errors: [1, 10004],
});

export const ZSeatPass = z.object({
  seat: ZMySeat,
  title: z.string(),
  token: z.string(),
  svg: z.string(),
  refreshIn: z.number(),
  code: z.string().describe('兑换码'),
});
export type TSeatPass = z.infer<typeof ZSeatPass>;

export const seatPass = signedIn.getOrPost('/seat/api/pass', '出示座位票：二维码与兑换码', {
  input: z.object({ claimId: recordId('座位') }),
  output: ZSeatPass,
  errors: [1, 10004],
});

export const listSeatCheckEvents = checkers.getOrPost('/seat/api/check/events', '验票可选的场次', {
  output: listOf(ZNamed),
});

export const checkSeat = checkers.post('/seat/api/check', '座位验票：扫描二维码或输入兑换码，显示排号', {
  input: z
    .object({
      token: optionalText('二维码', 400),
      code: optionalText('兑换码', 32),
      eventId: eventId.optional().describe('只验这个场次的票，不填为所有场次'),
    })
    .refine((v) => Boolean(v.token || v.code), { message: '请扫描二维码或输入兑换码', path: ['code'] }),
  output: ZCheckResult.extend({ eventTitle: z.string(), seatKey: z.string() }),
  errors: [10004],
});

/** The engine's rules a seat event has: first come, a limit of 1 to 6, an audience. */
export const ZSeatRules = z.object({
  opensAt: unixSeconds('开放时间'),
  closesAt: unixSeconds('截止时间'),
  cancelUntil: unixSeconds('退座截止时间').default(0),
  limit: int('每人限选', 1, 6).default(1),
  audience: z.object({ all: flag('全体可参与'), ...audiencePicks }),
});
export type TSeatRules = z.infer<typeof ZSeatRules>;

export const ZManagedSeatEvent = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  published: z.boolean(),
  opensAt: z.number(),
  closesAt: z.number(),
  counts: ZReservationCounts,
});
export type TManagedSeatEvent = z.infer<typeof ZManagedSeatEvent>;

export const listManagedSeatEvents = managers.getOrPost('/seat/api/manage/events', '选座场次：全部场次及售出情况', {
  input: pagedInput({ keyword: optionalText('场次名称', 50) }, { maxSize: 100 }),
  output: pageOf(ZManagedSeatEvent),
});

export const ZSeatEventForm = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  description: z.string(),
  published: z.boolean(),
  layout: ZSeatLayout,
  rules: ZSeatRules,
});
export type TSeatEventForm = z.infer<typeof ZSeatEventForm>;

export const managedSeatEvent = managers.about(eventId).getOrPost('/seat/api/manage/event', '场次的设置（编辑用）', {
  output: ZSeatEventForm,
});

export const saveSeatEvent = managers.post('/seat/api/manage/event/save', '新建或修改场次：座位图、分区、开放时间、限选、对象', {
  encoding: 'json',
  input: z
    .object({
      id: eventId.optional().describe('不填为新建'),
      title: text('场次名称', 60),
      place: text('地点', 60),
      startsAt: unixSeconds('开始时间'),
      endsAt: unixSeconds('结束时间'),
      description: optionalText('介绍', 2000),
      published: flag('发布'),
      layout: ZSeatLayout,
      rules: ZSeatRules,
    })
    .refine((v) => v.endsAt > v.startsAt, { message: '结束时间必须晚于开始时间', path: ['endsAt'] }),
  output: idAnswer,
  errors: [1, 10004],
});

/** The console's map: who sits where, and what is held now. */
export const ZSeatOccupancy = z.object({
  title: z.string(),
  layout: ZSeatLayout,
  sold: z.array(z.object({ seatKey: z.string(), name: z.string(), number: z.string(), state: ZClaimState })),
  held: z.array(z.object({ seatKey: z.string(), expiresAt: z.number() })),
});
export type TSeatOccupancy = z.infer<typeof ZSeatOccupancy>;

export const seatOccupancy = managers.about(eventId).getOrPost('/seat/api/manage/occupancy', '座位售出与锁定情况', {
  output: ZSeatOccupancy,
});

export const seatAudienceChoices = managers.getOrPost('/seat/api/manage/audience', '可选的参与对象（部门、班级、角色）', {
  output: ZAudienceChoices,
});

/** The seats of an event as Excel (`?id=`): seat, zone, name, number, state, code. */
export const SEAT_EXPORT_PATH = '/seat/api/manage/assignments/export';
export const ZSeatExportQuery = z.object({ id: eventId });
