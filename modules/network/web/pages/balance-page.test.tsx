import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { BalancePage } from './balance-page';
import { account, serveCalls, setupStrings, summary, systemDown } from './test-kit';

beforeAll(setupStrings);
afterEach(() => queryClient.clear());

describe('网费充值', () => {
  it('shows my account, plan, use and top-ups, and tops up a typed amount through the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const asked = serveCalls({
      '/network/api/account': () => summary(),
      '/network/api/topup': () => ({ orderId: 'o7', start: { kind: 'redirect', url: 'https://pay.example/demo?o=o7' } }),
    });
    renderPage(<BalancePage />, '/networkApp/balance');
    expect(await screen.findByText(/张三/)).toBeTruthy();
    expect(screen.getByText('套餐：学生包月（不限流量），月租 30.00 元')).toBeTruthy();
    expect(screen.getByText('本月已用流量：3.20 GB')).toBeTruthy();
    expect(screen.getByText(/到账中/)).toBeTruthy();
    expect(screen.getByText(/已到账/)).toBeTruthy();
    expect(screen.getByText(/失败已退款/)).toBeTruthy();
    expect(screen.queryByText(/账号已欠费/)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入充值金额'), { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/demo?o=o7'));
    expect(asked.find((a) => a.path === '/network/api/topup')?.input).toMatchObject({ amountFen: 1230, method: 'demo' });
  });

  it('warns of arrears, and refuses more than ¥500 without asking the server', async () => {
    const asked = serveCalls({
      '/network/api/account': () => summary({ account: account({ status: 'arrears', balanceFen: -500 }), topUps: [] }),
    });
    renderPage(<BalancePage />, '/networkApp/balance');
    expect(await screen.findByText('账号已欠费，暂时无法上网，充值后恢复。')).toBeTruthy();
    expect(screen.getByText('暂无充值记录')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入充值金额'), { target: { value: '500.01' } });
    fireEvent.click(screen.getByRole('button', { name: '充值' }));
    expect((await screen.findByRole('alert')).textContent).toBe('单次充值不能超过 500.00 元');
    expect(asked.some((a) => a.path === '/network/api/topup')).toBe(false);
  });

  it('offers no top-up on a disabled account, and says so', async () => {
    serveCalls({ '/network/api/account': () => summary({ account: account({ status: 'disabled' }) }) });
    renderPage(<BalancePage />, '/networkApp/balance');
    expect(await screen.findByText('账号已停用，暂不能充值，请到网络中心办理。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '充值' })).toBeNull();
  });

  it('says when the billing system cannot be reached', async () => {
    serveCalls({ '/network/api/account': systemDown });
    renderPage(<BalancePage />, '/networkApp/balance');
    expect(await screen.findByText('校园网计费系统暂时无法访问，请稍后再试')).toBeTruthy();
  });
});
