import { vi } from 'vitest';
import type { TClaim, TReservationStatus } from '@quad/reservation-engine/contract';

/** A status as the engine answers it: an open grab of 500 with 3 left, nothing of mine. */
export const statusOf = (over: Partial<TReservationStatus> = {}): TReservationStatus => ({
  mode: 'grab',
  phase: 'open',
  opensAt: 1_790_000_000,
  closesAt: 1_790_600_000,
  drawAt: 0,
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

type TAnswer = { e: number; m: string; d: unknown };

/**
 * A fake server: each path answers what its handler makes of the input (a plain `d`, or a whole
 * envelope when it has `e`); anything else is not there. Answers the requests made, by path and input.
 */
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
