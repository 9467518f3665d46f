import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { PayResultPage } from './pay-result';
import { orderOf, serveCalls, setupStrings } from './test-kit';

const detailOf = (order = orderOf()) => ({
  order,
  events: [],
  refunds: [],
  receiptUrl: order.paidAt ? '/payment/api/receipt?id=o1' : '',
  refundableFen: 0,
});

beforeAll(setupStrings);

describe('the payment result', () => {
  it('reads the order again while the provider has not answered, then shows it paid', async () => {
    let reads = 0;
    serveCalls({
      '/payment/api/order': () => (++reads < 2 ? detailOf() : detailOf(orderOf({ state: 'paid', paidFen: 3000, paidAt: 1_789_000_100 }))),
    });
    renderPage(<PayResultPage />, '/payment/result?order=o1');
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    expect(await screen.findByText('支付成功', {}, { timeout: 5000 })).toBeTruthy();
    expect(reads).toBe(2);
    expect(screen.getByText('¥30.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe('/payment/detailPay?id=o1');
    expect(screen.getByRole('link', { name: '下载收据' }).getAttribute('href')).toBe('/payment/api/receipt?id=o1');
    expect(screen.getByRole('link', { name: '返回缴费大厅' })).toBeTruthy();
  });

  it('offers to pay again after the payer backed out', async () => {
    serveCalls({ '/payment/api/order': () => detailOf() });
    renderPage(<PayResultPage />, '/payment/result?order=o1&cancelled=1');
    expect(await screen.findByText('已取消支付')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新支付' }).getAttribute('href')).toBe('/payment/detail?id=f1');
  });
});
