import type { TSeatMap } from '../contract';

/** A map as the server answers it: 2 rows of 4 with an aisle after seat 2, 2-4 a pillar; 1-1 sold, 1-2 held by another. */
export const mapOf = (over: Partial<TSeatMap> = {}): TSeatMap => ({
  id: 'e1',
  title: '开学典礼',
  layout: {
    rows: 2,
    cols: 4,
    aisles: [2],
    zones: [
      { key: 'front', name: '前区' },
      { key: 'back', name: '后区' },
    ],
    grid: ['0000', '111.'],
  },
  sold: ['1-1'],
  locked: ['1-2'],
  owned: [],
  held: [],
  expiresAt: 0,
  limit: 2,
  phase: 'open',
  ...over,
});

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
