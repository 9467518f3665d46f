import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { WalletPage } from './wallet-page';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'wallet', zh, true, true);
  await loadRegisteredTranslations();
});

/** The wallet's two calls; answers the top-ups asked for. */
function serveWallet() {
  const topUps: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/wallet/api/topup') topUps.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const d =
        path === '/wallet/api/summary'
          ? { balanceFen: 12345, methods: ['demo', 'wallet'], maxTopUpFen: 100_000 }
          : { orderId: 'o7', start: { kind: 'redirect', url: 'https://pay.example/demo?o=o7' } };
      return new Response(JSON.stringify({ e: 0, m: '', d }));
    }),
  );
  return topUps;
}

describe('my wallet', () => {
  it('shows the balance and tops up a typed amount in yuan through the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const topUps = serveWallet();
    renderPage(<WalletPage />, '/myLittlePurse/index');
    expect(await screen.findByText('¥123.45')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /钱包余额/ })).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入充值金额'), { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/demo?o=o7'));
    expect(topUps[0]).toMatchObject({ amountFen: 1230, method: 'demo', scene: 'h5' });
  });

  it('refuses a top-up above the most allowed without asking the server', async () => {
    const topUps = serveWallet();
    renderPage(<WalletPage />, '/myLittlePurse/index');
    fireEvent.change(await screen.findByPlaceholderText('请输入充值金额'), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect((await screen.findByRole('alert')).textContent).toBe('单次充值不能超过 1000.00 元');
    expect(topUps).toHaveLength(0);
  });
});
