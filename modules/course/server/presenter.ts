import type { TReservationStatus } from '@quad/reservation-engine/contract';
import type { TCourseTerm, TOfferingItem } from '../contract';
import { termPhase } from '../rules';
import type { TOfferingRow, TTermRow } from './store';

/** A term for a student, with the credits they hold in it. */
export const termItem = (term: TTermRow, myCredits: number, now: number): TCourseTerm => {
  const times = { opensAt: term.opens_at, closesAt: term.closes_at, drawAt: term.draw_at, grabUntil: term.grab_until };
  return {
    id: term.id,
    name: term.name,
    phase: termPhase(times, now),
    ...times,
    dropUntil: term.drop_until,
    maxCredits: term.max_credits,
    myCredits,
  };
};

/**
 * My selection of an offering from the engine's claims of it: the latest that still stands, else
 * the latest (a preference the draw left out, before I grab it again in round 2).
 */
function mySelection(status: TReservationStatus): TOfferingItem['mine'] {
  const standing = status.mine.filter((c) => c.state !== 'lost');
  const claim = standing.at(-1) ?? status.mine.at(-1);
  return claim ? { claimId: claim.id, state: claim.state, position: claim.position, cancellable: claim.cancellable } : null;
}

export const offeringFacts = (offering: TOfferingRow) => ({
  id: offering.id,
  code: offering.code,
  name: offering.name,
  credits: offering.credits,
  teacher: offering.teacher,
  place: offering.place,
  category: offering.category,
  slots: offering.slots,
});

export const offeringItem = (offering: TOfferingRow, status: TReservationStatus): TOfferingItem => ({
  ...offeringFacts(offering),
  capacity: status.capacity,
  remaining: status.remaining,
  mine: mySelection(status),
});
