import { vi } from 'vitest';

type TAnswer = { e: number; m: string; d: unknown };

/**
 * A fake server for pages' and screens' tests: each path answers what its handler makes of the input
 * (a plain `d`, or a whole envelope when it has `e`); anything else is not there (10004). Answers the
 * requests made, by path and input (query and body, JSON or form).
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
