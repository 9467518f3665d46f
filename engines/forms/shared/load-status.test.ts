import { describe, expect, it } from 'vitest';
import type { TDataSource } from './definition';
import { initialLoadStatus, loadStatusAfter } from './load-status';

const source = (id: string, initial: boolean): TDataSource => ({ id, table: 'table_1_1', label: id, kind: 'static', initial });

describe('load status', () => {
  it('is done (2) from the start when no source runs initially', () => {
    expect(initialLoadStatus([])).toBe(2);
    expect(initialLoadStatus([source('later', false)])).toBe(2);
    expect(loadStatusAfter([source('later', false)], new Set())).toBe(2);
  });

  it('is loading (1) while an initially-run source has not run', () => {
    const sources = [source('profile', true), source('last', true), source('later', false)];
    expect(initialLoadStatus(sources)).toBe(1);
    expect(loadStatusAfter(sources, new Set())).toBe(1);
    expect(loadStatusAfter(sources, new Set(['profile']))).toBe(1);
    expect(loadStatusAfter(sources, new Set(['profile', 'later']))).toBe(1);
  });

  it('is done (2) once every initially-run source has run, whatever else has not', () => {
    const sources = [source('profile', true), source('last', true), source('later', false)];
    expect(loadStatusAfter(sources, new Set(['profile', 'last']))).toBe(2);
    expect(loadStatusAfter(sources, new Set(['last', 'profile', 'unknown']))).toBe(2);
  });
});
