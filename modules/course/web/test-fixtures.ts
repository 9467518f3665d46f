import type { TClaim, TReservationStatus } from '@quad/reservation-engine/contract';
import type { TCourseTerm, TMyCourse, TOfferingDetail, TOfferingItem } from '../contract';

/** A term in round 2 (抢课中), 9 of 25 credits held. */
export const termOf = (over: Partial<TCourseTerm> = {}): TCourseTerm => ({
  id: 't1',
  name: '2026-2027学年第二学期',
  phase: 'grab',
  opensAt: 1_790_000_000,
  closesAt: 1_790_300_000,
  drawAt: 1_790_400_000,
  grabUntil: 4_000_000_000,
  dropUntil: 4_000_000_000,
  maxCredits: 250,
  myCredits: 90,
  ...over,
});

export const offeringOf = (over: Partial<TOfferingItem> = {}): TOfferingItem => ({
  id: 'o1',
  code: 'MA201',
  name: '线性代数',
  credits: 30,
  teacher: '王建国',
  place: '教一-101',
  category: 'required',
  slots: [
    { day: 1, from: 1, to: 2, weekFrom: 1, weekTo: 16, parity: 'all' },
    { day: 3, from: 3, to: 4, weekFrom: 1, weekTo: 16, parity: 'odd' },
  ],
  capacity: 60,
  remaining: 12,
  mine: null,
  ...over,
});

/** An offering's status as the engine answers it in round 2: open, 12 of 60 left, nothing of mine. */
export const statusOf = (over: Partial<TReservationStatus> = {}): TReservationStatus => ({
  mode: 'draw',
  phase: 'open',
  opensAt: 1_790_000_000,
  closesAt: 1_790_300_000,
  drawAt: 1_790_400_000,
  grabUntil: 4_000_000_000,
  limit: 1,
  waitlist: true,
  captcha: false,
  capacity: 60,
  remaining: 12,
  zones: [{ key: 'main', name: '名额', capacity: 60, remaining: 12 }],
  mine: [],
  subscribed: false,
  barred: '',
  ...over,
});

export const detailOf = (over: Partial<TOfferingDetail> = {}): TOfferingDetail => ({
  ...offeringOf(),
  description: '矩阵与线性方程组',
  term: termOf(),
  prerequisites: [
    { code: 'MA101', name: '高等数学', done: true },
    { code: 'CS101', name: '程序设计基础', done: false },
  ],
  status: statusOf(),
  ...over,
});

export const claimOf = (over: Partial<TClaim> = {}): TClaim => ({
  id: 'c1',
  zone: 'main',
  zoneName: '名额',
  state: 'won',
  code: '',
  position: 0,
  created: 1_790_500_000,
  checkedAt: 0,
  cancellable: true,
  ...over,
});

export const myCourseOf = (over: Partial<TMyCourse> = {}): TMyCourse => {
  const { capacity: _capacity, remaining: _remaining, mine: _mine, ...offering } = offeringOf();
  return { ...claimOf(), offering, ...over };
};
