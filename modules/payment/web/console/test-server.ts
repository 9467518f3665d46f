import { vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/console.zh.json';

/** The console's strings as the area will hold them: under `console` of the payment namespace. */
export const setupStrings = () => setupI18n('zh').addResourceBundle('zh', 'payment', { console: zh }, true, true);

/**
 * A fake server for the screens' tests: each path answers its handler's `d` (or a whole envelope when it
 * has `e`), anything else is not there. Answers the requests made, by path and input (query and body).
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
      const made = routes[address.pathname]?.(input);
      const answer = made === undefined ? { e: 10004, m: '不存在', d: {} } : typeof made === 'object' && made !== null && 'e' in made ? made : { e: 0, m: '操作成功', d: made };
      return new Response(JSON.stringify(answer));
    }),
  );
  return asked;
}
