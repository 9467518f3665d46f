import type { TClaim, TReservationStatus } from '@quad/reservation-engine/contract';

/** Claims that still stand for their holder (cancelled and lost ones are history). */
export const standingClaims = (status: Pick<TReservationStatus, 'mine'>): TClaim[] =>
  status.mine.filter((c) => c.state !== 'cancelled' && c.state !== 'lost');

/**
 * The label of an event for its reader (a key of `state.*`): their own claim first (已验票, 抢票成功,
 * 预约成功，等待分票, 候补中, 未中签), else the event's phase (活动未开始，请订阅, 票已抢光，请订阅, 已结束…).
 */
export function stateKey(status: TReservationStatus): string {
  const mine = status.mine;
  const has = (state: TClaim['state']) => mine.some((c) => c.state === state);
  if (has('checked')) return 'checked';
  if (has('won')) return 'won';
  if (has('pending')) return 'pending';
  if (has('waiting')) return 'waiting';
  if (status.phase === 'ended') return 'ended';
  if (has('lost')) return 'lost';
  if (status.barred) return `barred.${status.barred}`;
  if (status.phase === 'open') return status.mode === 'draw' ? 'booking' : 'open';
  return status.phase;
}

/** How the label is coloured: good news, waiting, refused or over, or open to act. */
export function stateTone(key: string): 'good' | 'wait' | 'off' | 'open' {
  if (key === 'won' || key === 'checked') return 'good';
  if (key === 'pending' || key === 'waiting' || key === 'upcoming' || key === 'drawing') return 'wait';
  if (key === 'open' || key === 'booking') return 'open';
  return 'off';
}

/** What the big button of the detail page does, and whether it can be pressed. */
export type TAction =
  | { kind: 'grab'; label: 'grab' | 'book' | 'waitlist' }
  | { kind: 'subscribe'; on: boolean }
  | { kind: 'show'; claimId: string }
  | { kind: 'none'; label: string };

/**
 * The button for this status: 查看电子票 once holding all one may hold; 抢票 / 预约 while open; 候补 when
 * sold out with a waitlist; 订阅提醒 / 取消订阅 before it opens or when sold out without one; otherwise
 * a disabled button saying why (已结束, 等待抽签, 预约成功，等待分票, not in the audience…).
 */
export function actionOf(status: TReservationStatus): TAction {
  const standing = standingClaims(status);
  const held = standing.filter((c) => c.state === 'won' || c.state === 'checked');
  if (held.length > 0 && (held.length >= status.limit || status.phase !== 'open')) return { kind: 'show', claimId: held[0]!.id };
  if (standing.some((c) => c.state === 'pending')) return { kind: 'none', label: 'pending' };
  if (standing.some((c) => c.state === 'waiting')) return { kind: 'none', label: 'waiting' };
  if (status.phase === 'ended') return { kind: 'none', label: 'ended' };
  if (status.barred) return { kind: 'none', label: `barred.${status.barred}` };
  if (standing.length >= status.limit) return { kind: 'none', label: 'limit' };
  if (status.phase === 'open') return { kind: 'grab', label: status.mode === 'draw' ? 'book' : 'grab' };
  if (status.phase === 'sold-out' && status.waitlist) return { kind: 'grab', label: 'waitlist' };
  if (status.phase === 'drawing') return { kind: 'none', label: 'drawing' };
  return { kind: 'subscribe', on: !status.subscribed };
}

/** Whether the page should keep reading the count: while places move (open, sold out with returns) or the opening nears. */
export const isLive = (status: TReservationStatus, now: number): boolean =>
  status.phase === 'open' || status.phase === 'sold-out' || (status.phase === 'upcoming' && status.opensAt - now < 600);
