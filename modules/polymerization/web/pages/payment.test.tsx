import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOrder } from '@quad/ledger-engine/contract';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { MemoryRouter } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';
import { PaymentPage } from './payment';

const order = (id: string, title: string, amountFen: number, state: TOrder['state']): TOrder => ({
  id,
  orderNo: `N${id}`,
  app: 'wallet',
  ref: '',
  title,
  amountFen,
  state,
  method: 'demo',
  paidFen: state === 'paid' ? amountFen : 0,
  refundedFen: 0,
  providerTxnId: '',
  created: 1_790_000_000,
  paidAt: 0,
  expiresAt: 0,
});

/** The summary the server answers, with the site hiding `hidden`. */
function serve(summary: unknown, hidden: string[] = []) {
  queryClient.setQueryData(['site-settings'], { hidden_features: hidden, titles: {}, enabled_apps: null });
  serveCalls({ '/polymerization/api/payment': () => summary });
}

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/polymerization/payment']}>
        <PaymentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'polymerization', zh, true, true);
  // The engine's strings (order states), as the shell loads them before a page shows.
  await loadRegisteredTranslations();
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('polymerization/payment', () => {
  it('shows my wallet, what waits to be paid and my latest orders, each opening its order', async () => {
    serve({ walletFen: 12345, awaiting: 2, recent: [order('o2', '钱包充值', 5000, 'paying'), order('o1', '四级报名费', 3000, 'paid')] });
    renderPage();
    const wallet = await screen.findByRole('link', { name: /钱包余额/ });
    expect(wallet.textContent).toContain('¥123.45');
    expect(wallet.getAttribute('href')).toBe('/myLittlePurse/index');
    expect(screen.getByRole('link', { name: /待支付订单/ }).textContent).toContain('2笔');
    const recent = within(screen.getByRole('region', { name: '最近订单' }));
    const first = recent.getByRole('link', { name: /钱包充值/ });
    expect(first.getAttribute('href')).toBe('/payment/detailPay?id=o2');
    expect(first.textContent).toContain('¥50.00');
    expect(recent.getByRole('link', { name: /四级报名费/ }).textContent).toContain('已支付');
    expect(screen.getByRole('link', { name: /缴费大厅/ }).getAttribute('href')).toBe('/payment/gopay');
  });

  it('says so when there are no orders, and leaves out the pages the site hid', async () => {
    serve({ walletFen: 0, awaiting: 0, recent: [] }, ['cost/index', 'myLittlePurse']);
    renderPage();
    expect(await screen.findByText('还没有订单')).toBeTruthy();
    expect(screen.getByText('待支付订单').parentElement!.textContent).toContain('无');
    expect(screen.queryByRole('link', { name: /我的账单/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /钱包明细/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /钱包余额/ })).toBeNull();
    expect(screen.getByRole('link', { name: /缴费记录/ })).toBeTruthy();
  });

  it('offers to try again when the summary cannot be read', async () => {
    serve({ e: 1, m: '系统繁忙', d: {} });
    renderPage();
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
  });
});
