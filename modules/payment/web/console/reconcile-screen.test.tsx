import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls, setupStrings } from './test-server';

const report = {
  day: '2025-01-01',
  provider: 'wechat',
  checkedAt: 1_780_000_000,
  matched: 40,
  missing: [{ orderNo: 'PO1', kind: 'pay', amountFen: 1000, note: '渠道有、我方无' }],
  extra: [],
  different: [
    { orderNo: 'PO2', kind: 'pay', oursFen: 1000, theirsFen: 900 },
    { orderNo: 'PO3', kind: 'refund', oursFen: 500, theirsFen: 50 },
  ],
};

let ReconcileScreen: ComponentType;

beforeAll(async () => {
  setupStrings();
  ReconcileScreen = (await import('./reconcile-screen')).default;
});

describe('对账', () => {
  it('shows what is wrong with the ledger and each report’s problem counts, and lists the problems', async () => {
    serveCalls({
      '/payment/api/manage/ledger-check': () => ({ postings: 300, balanced: false, unbalancedTransactions: 2, accountsOff: 1 }),
      '/payment/api/manage/daily': () => ({ list: [{ day: 1_780_000_000, paidFen: 123450, orders: 7 }] }),
      '/payment/api/manage/reconciliations': () => ({ list: [report] }),
    });
    renderScreen(<ReconcileScreen />);
    expect(await screen.findByText('借贷不等的交易 2 笔')).toBeTruthy();
    expect(screen.getByText('余额与明细不符的账户 1 个')).toBeTruthy();
    expect(await screen.findByText('2025-01-01')).toBeTruthy();
    expect(screen.getByText('微信支付')).toBeTruthy();
    const row = screen.getByText('2025-01-01').closest('tr')!;
    expect([...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual(['1', '0', '2']);
    expect(screen.getByLabelText(/123[4]\.50 元，7 笔/)).toBeTruthy();

    fireEvent.click(row.querySelector('button')!);
    expect(await screen.findByText('PO3')).toBeTruthy();
    expect(screen.getByText('0.50')).toBeTruthy();
  });
});
