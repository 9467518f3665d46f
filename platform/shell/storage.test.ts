import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

describe('officeDb storage', () => {
  beforeEach(() => localStorage.clear());
  
  it('keeps values under the officeDb namespace', () => {
    storage.set('lang', 'tw');
    expect(storage.get('lang')).toBe('tw');
    expect(localStorage.getItem('officeDb.lang')).toContain('tw');
  });

  it('forgets a value once its expiry has passed, and removes it from the store', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-09-01T08:00:00Z'));
    storage.set('token', { a: 1 }, 60);
    vi.setSystemTime(new Date('2026-09-01T08:00:59Z'));
    expect(storage.get('token')).toEqual({ a: 1 });
    vi.setSystemTime(new Date('2026-09-01T08:01:00Z'));
    expect(storage.get('token')).toBeUndefined();
    expect(localStorage.getItem('officeDb.token')).toBeNull();
  });

  it('keeps values without expiry until removed', () => {
    vi.useFakeTimers();
    storage.set('keep', 1);
    vi.advanceTimersByTime(10 * 365 * 86400 * 1000);
    expect(storage.get('keep')).toBe(1);
    storage.remove('keep');
    expect(storage.get('keep')).toBeUndefined();
  });

  it('treats a damaged entry as absent', () => {
    localStorage.setItem('officeDb.bad', '{not json');
    expect(storage.get('bad')).toBeUndefined();
  });

  it('clear() empties the namespace and leaves other keys alone', () => {
    storage.set('a', 1);
    storage.set('b', 2);
    localStorage.setItem('other', 'x');
    storage.clear();
    expect(storage.get('a')).toBeUndefined();
    expect(storage.get('b')).toBeUndefined();
    expect(localStorage.getItem('other')).toBe('x');
  });
});
