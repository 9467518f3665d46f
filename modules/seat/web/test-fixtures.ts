import { vi } from 'vitest';
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

type TAnswer = { e: number; m: string; d: unknown };

/** A fake server: each path answers what its handler makes of the input (a plain `d`, or a whole envelope with `e`). */
export function serveCalls(routes: Record<string, (input: Record<string, unknown>) => unknown>) {
  const asked: { path: string; input: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const body = typeof init?.body === 'string' ? init.body : '';
      const fromBody = body.startsWith('{') ? (JSON.parse(body) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(body));
      const input = { ...Object.fromEntries(address.searchParams), ...fromBody };
      asked.push({ path: address.pathname, input });
      const route = routes[address.pathname];
      if (!route) return new Response(JSON.stringify({ e: 10004, m: '不存在', d: {} }));
      const made = route(input) as TAnswer | unknown;
      const answer = made && typeof made === 'object' && 'e' in made ? made : { e: 0, m: '操作成功', d: made };
      return new Response(JSON.stringify(answer));
    }),
  );
  return asked;
}
