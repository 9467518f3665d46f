import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { OrderDetailPage } from './order-detail';
import { orderOf, serveCalls, setupStrings } from './test-kit';

const paid = orderOf({ state: 'paid', paidFen: 3000, paidAt: 1_789_000_100, providerTxnId: 'T42', refundedFen: 500 });
const detail = {
  order: paid,
  events: [{ from: 'paying', to: 'paid', note: '支付成功', actor: '', at: 1_789_000_100 }],
  refunds: [
    {
      id: 'r1',
      refundNo: 'RF1',
      orderId: 'o1',
      amountFen: 500,
      reason: '多缴',
      state: 'succeeded',
      requestedBy: 'u1',
      created: 1,
      updated: 2,
    },
  ],
  receiptUrl: '/payment/api/receipt?id=o1',
  refundableFen: 2500,
};

beforeAll(setupStrings);

describe('an order’s page', () => {
  it('shows the order, its history and refunds, and asks a refund in yuan as whole fen within what is left', async () => {
    const asked = serveCalls({
      '/payment/api/order': () => detail,
      '/payment/api/refund': () => detail.refunds[0],
    });
    renderPage(<OrderDetailPage />, '/payment/detailPay?id=o1');
    expect(await screen.findByText('PM202612310001')).toBeTruthy();
    expect(screen.getByText('演示支付')).toBeTruthy();
    expect(screen.getByText('T42')).toBeTruthy();
    expect(screen.getByText('多缴')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载收据' })).toBeTruthy();
    const amount = screen.getByPlaceholderText('25.00');
    fireEvent.change(amount, { target: { value: '25.01' } });
    fireEvent.change(screen.getByRole('textbox', { name: '退款原因' }), { target: { value: '重复缴费' } });
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('退款金额不能超过 25.00 元');
    fireEvent.change(amount, { target: { value: '12.3' } });
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/payment/api/refund')).toBe(true));
    expect(asked.find((a) => a.path === '/payment/api/refund')?.input).toMatchObject({ id: 'o1', amountFen: 1230, reason: '重复缴费' });
    expect(await screen.findByText('已提交退款申请，请等待财务审批')).toBeTruthy();
  });
});
