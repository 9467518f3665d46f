import type { TOfferingDetail } from '../../contract';

/**
 * What the offering's big button does for me now: `select` with its words (预选 in round 1, 选课, or
 * 加入候补 when full in round 2), `held` when I already stand on it (my state and 退课 instead), or
 * `none` with the reason it is greyed out.
 */
export type TSelectionAction =
  | { kind: 'select'; label: 'prefer' | 'select' | 'waitlist' }
  | { kind: 'held' }
  | { kind: 'none'; label: 'barred' | 'upcoming' | 'drawing' | 'ended' };

export function actionOf(offering: TOfferingDetail, now: number): TSelectionAction {
  const { status, mine } = offering;
  if (mine && mine.state !== 'lost') return { kind: 'held' };
  if (status.barred) return { kind: 'none', label: 'barred' };
  switch (status.phase) {
    case 'open':
      return { kind: 'select', label: now < status.closesAt ? 'prefer' : 'select' };
    case 'sold-out':
      return { kind: 'select', label: 'waitlist' };
    default:
      return { kind: 'none', label: status.phase };
  }
}
