import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { CorpBindingsSection } from './corp-bindings';

vi.mock('@quad/platform/shell/dialogs', async (original) => ({
  ...(await original<typeof import('@quad/platform/shell/dialogs')>()),
  confirm: vi.fn(async () => true),
}));

/** The calls answer from `answers` by path (each used once, the last kept); records what was sent. */
function serve(answers: Record<string, { e: number; m: string; d: unknown }[]>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      sent.push(`${path} ${String(init?.body ?? '')}`);
      const queue = answers[path] ?? [{ e: 10004, m: '不存在', d: {} }];
      return new Response(JSON.stringify(queue.length > 1 ? queue.shift() : queue[0]));
    }),
  );
  return sent;
}

const show = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <CorpBindingsSection />
    </QueryClientProvider>,
  );

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'uc', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('my messaging-app bindings in the personal centre', () => {
  it('lists my account and unbinds it after confirmation', async () => {
    const sent = serve({
      '/api/corp/bindings': [{ e: 0, m: '', d: { list: [{ kind: 'dingtalk', corpUserId: 'zhangsan' }] } }, { e: 0, m: '', d: { list: [] } }],
      '/api/corp/unbind': [{ e: 0, m: '', d: {} }],
    });
    show();
    expect(await screen.findByText('钉钉：zhangsan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(screen.queryByText('钉钉：zhangsan')).toBeNull());
    expect(sent.find((s) => s.startsWith('/api/corp/unbind'))).toContain('zhangsan');
  });

  it('shows nothing when no account is bound', async () => {
    const sent = serve({ '/api/corp/bindings': [{ e: 0, m: '', d: { list: [] } }] });
    const { container } = show();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
