import { describe, expect, it } from 'vitest';
import { actionOf, isLive, stateKey } from './ticket-state';
import { claimOf, statusOf } from './test-fixtures';

describe('an event’s state for its reader', () => {
  it('names the phase, or their own claim first', () => {
    expect(stateKey(statusOf({ phase: 'upcoming' }))).toBe('upcoming');
    expect(stateKey(statusOf({ phase: 'sold-out', remaining: 0 }))).toBe('sold-out');
    expect(stateKey(statusOf({ phase: 'ended' }))).toBe('ended');
    expect(stateKey(statusOf({ mode: 'draw' }))).toBe('booking');
    expect(stateKey(statusOf({ mine: [claimOf({ state: 'pending' })] }))).toBe('pending');
    expect(stateKey(statusOf({ phase: 'ended', mine: [claimOf({ state: 'checked' })] }))).toBe('checked');
    expect(stateKey(statusOf({ phase: 'sold-out', mine: [claimOf()] }))).toBe('won');
    expect(stateKey(statusOf({ barred: 'audience' }))).toBe('barred.audience');
  });

  it('chooses the big button by phase, limit and claims', () => {
    expect(actionOf(statusOf())).toEqual({ kind: 'grab', label: 'grab' });
    expect(actionOf(statusOf({ mode: 'draw' }))).toEqual({ kind: 'grab', label: 'book' });
    expect(actionOf(statusOf({ phase: 'upcoming' }))).toEqual({ kind: 'subscribe', on: true });
    expect(actionOf(statusOf({ phase: 'upcoming', subscribed: true }))).toEqual({ kind: 'subscribe', on: false });
    expect(actionOf(statusOf({ phase: 'sold-out' }))).toEqual({ kind: 'subscribe', on: true });
    expect(actionOf(statusOf({ phase: 'sold-out', waitlist: true }))).toEqual({ kind: 'grab', label: 'waitlist' });
    expect(actionOf(statusOf({ mine: [claimOf({ id: 'mine1' })] }))).toEqual({ kind: 'show', claimId: 'mine1' });
    expect(actionOf(statusOf({ limit: 2, mine: [claimOf()] }))).toEqual({ kind: 'grab', label: 'grab' });
    expect(actionOf(statusOf({ mode: 'draw', mine: [claimOf({ state: 'pending' })] }))).toEqual({ kind: 'none', label: 'pending' });
    expect(actionOf(statusOf({ phase: 'drawing', mode: 'draw' }))).toEqual({ kind: 'none', label: 'drawing' });
    expect(actionOf(statusOf({ phase: 'ended' }))).toEqual({ kind: 'none', label: 'ended' });
    expect(actionOf(statusOf({ barred: 'prerequisite' }))).toEqual({ kind: 'none', label: 'barred.prerequisite' });
  });

  it('keeps reading the count while places move or the opening is near', () => {
    expect(isLive(statusOf(), 0)).toBe(true);
    expect(isLive(statusOf({ phase: 'upcoming', opensAt: 1000 }), 900)).toBe(true);
    expect(isLive(statusOf({ phase: 'upcoming', opensAt: 100_000 }), 900)).toBe(false);
    expect(isLive(statusOf({ phase: 'ended' }), 0)).toBe(false);
  });
});
