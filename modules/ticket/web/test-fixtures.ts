import type { TClaim, TReservationStatus } from '@quad/reservation-engine/contract';

/** A status as the engine answers it: an open grab of 500 with 3 left, nothing of mine. */
export const statusOf = (over: Partial<TReservationStatus> = {}): TReservationStatus => ({
  mode: 'grab',
  phase: 'open',
  opensAt: 1_790_000_000,
  closesAt: 1_790_600_000,
  drawAt: 0,
  grabUntil: 0,
  limit: 1,
  waitlist: false,
  captcha: false,
  capacity: 500,
  remaining: 3,
  zones: [{ key: 'main', name: '全场', capacity: 500, remaining: 3 }],
  mine: [],
  subscribed: false,
  barred: '',
  ...over,
});

export const claimOf = (over: Partial<TClaim> = {}): TClaim => ({
  id: 'c1',
  zone: 'main',
  zoneName: '全场',
  state: 'won',
  code: 'K7QX2M9P',
  position: 0,
  created: 1_790_000_100,
  checkedAt: 0,
  cancellable: true,
  ...over,
});

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
