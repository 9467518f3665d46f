import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { RechargePage } from './recharge-page';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'card', zh, true, true);
  await loadRegisteredTranslations();
});

const summary = {
  card: { number: '2024010001', holder: '张三', balanceFen: 8650, status: 'normal' },
  methods: ['demo', 'wallet'],
  maxTopUpFen: 50_000,
  topUps: [
    {
      orderId: 'o1',
      orderNo: 'Q1',
      cardNumber: '2024010001',
      amountFen: 2000,
      state: 'failed',
      created: 1_789_000_000,
      updated: 1_789_000_000,
    },
  ],
};

describe('the card top-up page', () => {
  it('shows my top-ups’ states and tops up a typed amount through the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const asked = serveCalls({
      '/card/api/topup/summary': () => summary,
      '/card/api/topup': () => ({ orderId: 'o7', start: { kind: 'redirect', url: 'https://pay.example/demo?o=o7' } }),
    });
    renderPage(<RechargePage />, '/recharge/index');
    expect(await screen.findByText(/充值失败，款项将退回/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入充值金额'), { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/demo?o=o7'));
    expect(asked.find((a) => a.path === '/card/api/topup')?.input).toMatchObject({ amountFen: 1230, method: 'demo' });
  });

  it('refuses more than ¥500 without asking the server', async () => {
    const asked = serveCalls({ '/card/api/topup/summary': () => summary });
    renderPage(<RechargePage />, '/recharge/index');
    fireEvent.change(await screen.findByPlaceholderText('请输入充值金额'), { target: { value: '500.01' } });
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect((await screen.findByRole('alert')).textContent).toBe('单次充值不能超过 500.00 元');
    expect(asked.some((a) => a.path === '/card/api/topup')).toBe(false);
  });
});
