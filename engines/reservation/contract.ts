import { z } from 'zod';
import { CAPTCHA_REQUIRED } from '@quad/contracts/captcha-calls';
import { audiencePicks } from '@quad/contracts/records';
import { flag, int, unixSeconds } from '@quad/contracts/fields';

/**
 * The reservation engine's shapes (issue 21), for the contracts of the areas built on it (tickets,
 * seats, course selection): an item's settings as its console edits them, and its status and claims
 * as a person's phone shows them. The engine has no calls of its own: each area answers its pages.
 */

/** Plain data, so pages can list them (the browser build keeps a contract's data, not its schemas). */
export const RESERVATION_MODES = ['grab', 'draw'] as const;
export const ZReservationMode = z.enum(RESERVATION_MODES).describe('方式：先到先得（抢票）、预约后抽签（等待分票）');
export type TReservationMode = z.infer<typeof ZReservationMode>;

/**
 * Where an item stands for one person: `upcoming` 活动未开始，请订阅; `open` can be grabbed or booked;
 * `sold-out` 票已抢光，请订阅 (or join the waitlist); `drawing` booking closed, the draw is to come;
 * `ended` 已结束.
 */
export const RESERVATION_PHASES = ['upcoming', 'open', 'sold-out', 'drawing', 'ended'] as const;
export const ZReservationPhase = z.enum(RESERVATION_PHASES);
export type TReservationPhase = z.infer<typeof ZReservationPhase>;

/**
 * A claim's state: `won` holds a place (抢到 or 中签); `pending` 预约成功，等待分票; `waiting` on the
 * waitlist, promoted in order when a place returns; `lost` not drawn; `cancelled` given back;
 * `checked` 已验票.
 */
export const CLAIM_STATES = ['won', 'pending', 'waiting', 'lost', 'cancelled', 'checked'] as const;
export const ZClaimState = z.enum(CLAIM_STATES);
export type TClaimState = z.infer<typeof ZClaimState>;

/** Refusals a page acts on (`d.reason`; the captcha's shows the slider); areas list them in their grab call's `reasons`. */
export const RESERVATION_REASONS = [
  'reservation.not-started',
  'reservation.ended',
  'reservation.sold-out',
  'reservation.limit',
  'reservation.audience',
  'reservation.prerequisite',
  CAPTCHA_REQUIRED,
] as const;

const zoneKey = z
  .string({ error: '请填写分区标识' })
  .regex(/^[a-z0-9_-]{1,20}$/, '分区标识只能是小写字母、数字、下划线和短横线')
  .describe('分区标识');

/** A share of an item's capacity (a hall's stalls and balcony, a session's time): one zone `main` when not split. */
export const ZZoneInput = z.object({
  key: zoneKey,
  name: z.string({ error: '请填写分区名称' }).trim().min(1, '请填写分区名称').max(30, '分区名称最多30个字').describe('分区名称'),
  capacity: int('名额', 1, 100_000),
});
export type TZoneInput = z.infer<typeof ZZoneInput>;

/** An item's rules as an area's console edits them. Times are Unix seconds. */
export const ZReservationSettings = z.object({
  mode: ZReservationMode,
  zones: z.array(ZZoneInput).min(1, '至少设置一个分区').max(50, '分区最多50个'),
  opensAt: unixSeconds('开放时间'),
  closesAt: unixSeconds('截止时间'),
  /** When the draw runs (`draw` mode; 0 for `grab`): at or after `closesAt`. */
  drawAt: unixSeconds('抽签时间').default(0),
  /** `draw` mode: after the draw, the places it left are taken first-come until then (with the waitlist when on); 0 for none. */
  grabUntil: unixSeconds('余量抢选截止时间').default(0),
  /** Until when a holder may give a place back; 0 means until the item closes. */
  cancelUntil: unixSeconds('退票截止时间').default(0),
  limit: int('每人限额', 1, 10).default(1),
  waitlist: flag('开启候补'),
  /** Grabs must pass the slider captcha (a flash sale bots would like). */
  captcha: flag('抢票需滑块验证'),
  audience: z.object({ all: flag('全体可参与'), ...audiencePicks }),
  /** Only people who were checked in at this item (another activity) may take part; '' for none. */
  prerequisite: z.string().max(64).default(''),
  /** Only people who have answered this form (its 表单编号, as in its address) may take part; 0 for none. */
  prerequisiteForm: int('前置表单编号', 0, 2_147_483_647).default(0),
});
export type TReservationSettings = z.infer<typeof ZReservationSettings>;

export const ZZoneStatus = z.object({ key: z.string(), name: z.string(), capacity: z.number(), remaining: z.number() });
export type TZoneStatus = z.infer<typeof ZZoneStatus>;

export const ZClaim = z.object({
  id: z.string(),
  zone: z.string(),
  zoneName: z.string(),
  state: ZClaimState,
  /** 兑换码: typed at the check page when a QR cannot be scanned. */
  code: z.string(),
  /** Place on the waitlist (1 = next), 0 otherwise. */
  position: z.number(),
  created: z.number(),
  checkedAt: z.number(),
  /** Whether its holder may still give it back. */
  cancellable: z.boolean(),
});
export type TClaim = z.infer<typeof ZClaim>;

/** An item as one person sees it: its phase, what is left, and their own claims (cancelled ones left out). */
export const ZReservationStatus = z.object({
  mode: ZReservationMode,
  phase: ZReservationPhase,
  opensAt: z.number(),
  closesAt: z.number(),
  drawAt: z.number(),
  /** A draw item's first-come round for the places left, until then (0: none). */
  grabUntil: z.number(),
  limit: z.number(),
  waitlist: z.boolean(),
  captcha: z.boolean(),
  capacity: z.number(),
  remaining: z.number(),
  zones: z.array(ZZoneStatus),
  mine: z.array(ZClaim),
  /** Told when it opens (upcoming) or when places return (sold out). */
  subscribed: z.boolean(),
  /** Why this person cannot take part ('' when they can): not in the audience, the prerequisite activity not attended, its form not filled. */
  barred: z.enum(['', 'audience', 'prerequisite', 'form']),
});
export type TReservationStatus = z.infer<typeof ZReservationStatus>;

/** What a check page answers for a scanned or typed code. */
export const CHECK_RESULTS = ['checked', 'already', 'invalid', 'expired', 'not-won', 'other-item'] as const;
export const ZCheckResult = z.object({
  result: z.enum(CHECK_RESULTS),
  message: z.string(),
  /** The holder's name and number, the zone: what staff compare with the person in front of them. */
  holder: z.object({ name: z.string(), number: z.string(), zoneName: z.string() }).nullable(),
  checkedAt: z.number(),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;

/** Counts for the console's live counter and statistics. */
export const ZReservationCounts = z.object({
  capacity: z.number(),
  won: z.number(),
  pending: z.number(),
  waiting: z.number(),
  checked: z.number(),
  cancelled: z.number(),
  subscribers: z.number(),
  zones: z.array(ZZoneStatus),
});
export type TReservationCounts = z.infer<typeof ZReservationCounts>;
