import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls, setupStrings } from './test-server';

const refund = {
  id: 'r1',
  refundNo: 'RF20250101001',
  orderId: 'o1',
  amountFen: 85050,
  reason: '退宿',
  state: 'requested',
  requestedBy: 'u1',
  created: 1_780_000_000,
  updated: 1_780_000_000,
  orderNo: 'PO20250101001',
  title: '住宿费',
  payerName: '学生演示账号',
  paidFen: 120000,
};

let RefundsScreen: ComponentType;

beforeAll(async () => {
  setupStrings();
  RefundsScreen = (await import('./refunds-screen')).default;
});

describe('退款审批', () => {
  it('lists the refunds asked for and approves one after a confirm', async () => {
    const asked = serveCalls({
      '/payment/api/manage/refunds': () => ({ list: [refund], total: 1 }),
      '/payment/api/manage/refund/decide': () => ({ ...refund, state: 'processing' }),
    });
    renderScreen(<RefundsScreen />);
    expect(await screen.findByText('RF20250101001')).toBeTruthy();
    expect(screen.getByText('850.50')).toBeTruthy();
    expect(asked.find((a) => a.path === '/payment/api/manage/refunds')!.input).toMatchObject({ state: 'requested' });

    fireEvent.click(screen.getByRole('button', { name: '同意退款 RF20250101001' }));
    expect((await screen.findAllByText('同意退给学生演示账号 850.50 元？将原路退回。')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /^同\s?意$/ }));
    await waitFor(() => expect(asked.some((a) => a.path === '/payment/api/manage/refund/decide')).toBe(true));
    expect(asked.find((a) => a.path === '/payment/api/manage/refund/decide')!.input).toMatchObject({ id: 'r1', approve: true });
    expect(await screen.findByText('已处理，退款状态：退款中')).toBeTruthy();
  });
});
