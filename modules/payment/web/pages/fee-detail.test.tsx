import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { FeeDetailPage } from './fee-detail';
import { feeOf, serveCalls, setupStrings } from './test-kit';

const detailOf = (over: Record<string, unknown> = {}) =>
  feeOf({ description: '请于截止前缴纳', payee: '教务处', methods: ['demo', 'wallet'], walletFen: 1000, ...over });

beforeAll(setupStrings);

describe('a fee item’s page', () => {
  it('pays with the chosen method and goes on to the provider’s page, the wallet greyed out when short', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const asked = serveCalls({
      '/payment/api/fee': () => detailOf(),
      '/payment/api/pay': () => ({ orderId: 'o1', start: { kind: 'redirect', url: 'https://pay.example/demo?o=o1' } }),
    });
    renderPage(<FeeDetailPage />, '/payment/detail?id=f1');
    expect(await screen.findByText('教务处')).toBeTruthy();
    expect(screen.getByText('余额不足', { exact: false })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /钱包余额/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '演示支付' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/demo?o=o1'));
    const pay = asked.find((a) => a.path === '/payment/api/pay');
    expect(pay?.input).toMatchObject({ id: 'f1', method: 'demo', scene: 'h5' });
    expect(pay?.input.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the order of a paid item instead of the methods', async () => {
    serveCalls({ '/payment/api/fee': () => detailOf({ state: 'paid', orderId: 'o9' }) });
    renderPage(<FeeDetailPage />, '/payment/detail?id=f1');
    expect((await screen.findByRole('link', { name: '查看订单' })).getAttribute('href')).toBe('/payment/detailPay?id=o9');
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
  });
});
