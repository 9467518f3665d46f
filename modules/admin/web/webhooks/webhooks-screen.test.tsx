import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

const hook = {
  id: 'w1',
  url: 'https://hooks.example.edu/library',
  // `book.burnt` was offered once; its area is gone.
  events: ['book.lent', 'book.burnt'],
  description: '',
  secret_hint: 'abcd',
  created: 1_790_000_000,
  created_by: 'u1',
  pending: 0,
  failed: 0,
};

/** A fake server offering an area's own event besides the admin's, as the server lists what the areas declare. */
function serve() {
  const created: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const answer = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '操作成功', d }));
      if (path.endsWith('/webhooks/events'))
        return answer({
          list: [
            { name: 'user.created', summary: '新建了人员' },
            { name: 'book.lent', summary: '借出了图书' },
          ],
        });
      if (path.endsWith('/webhooks/list')) return answer({ list: [hook] });
      if (path.endsWith('/webhooks/create')) {
        created.push(JSON.parse(String(init?.body)));
        return answer({ ...hook, secret: 'whsec_x' });
      }
      return answer({ list: [], total: 0 });
    }),
  );
  return created;
}

let WebhooksScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'admin', zh, true, true);
  WebhooksScreen = (await import('./webhooks-screen')).default;
});

describe('Webhook in the console', () => {
  it('offers the events the server lists, labels them by their summaries, and subscribes to the ones picked', async () => {
    const created = serve();
    renderScreen(<WebhooksScreen />);
    const row = (await screen.findByText('https://hooks.example.edu/library')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('借出了图书（book.lent）')).toBeTruthy());
    expect(within(row).getByText('book.burnt')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '登记 Webhook' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('接收地址'), { target: { value: 'https://hooks.example.edu/library' } });
    expect(within(dialog).getByRole('checkbox', { name: '新建了人员（user.created）' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '借出了图书（book.lent）' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^登 ?记$/ }));
    await waitFor(() => expect(created).toEqual([{ url: 'https://hooks.example.edu/library', events: ['book.lent'], description: '' }]));
  }, 30_000);
});
