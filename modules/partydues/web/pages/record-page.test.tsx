import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { RecordPage } from './record-page';
import { serveCalls, setupStrings } from './test-kit';

beforeAll(setupStrings);

describe('缴费记录', () => {
  it('groups the paid months by year with the order to look at, and marks offline ones', async () => {
    serveCalls({
      '/partydues/api/record': () => ({
        list: [
          { month: '2026-02', amountFen: 20, orderId: 'o2', paidAt: 1_772_000_000 },
          { month: '2026-01', amountFen: 20, orderId: 'o2', paidAt: 1_772_000_000 },
          { month: '2025-12', amountFen: 20, orderId: '', paidAt: 1_767_000_000 },
        ],
      }),
    });
    renderPage(<RecordPage />, '/partyDues/record');
    expect(await screen.findByRole('region', { name: '2026年' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '2025年' })).toBeTruthy();
    expect(screen.getByText('2026-02')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '查看订单' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/payment/detailPay?id=o2', '/payment/detailPay?id=o2']);
    expect(screen.getByText('线下缴纳')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    serveCalls({ '/partydues/api/record': () => ({ list: [] }) });
    renderPage(<RecordPage />, '/partyDues/record');
    expect(await screen.findByText('暂无缴费记录')).toBeTruthy();
  });
});
