import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { FeeHallPage } from './fee-hall';
import { feeOf, serveCalls, setupStrings } from './test-kit';

beforeAll(setupStrings);

describe('the fee hall', () => {
  it('groups my items, those to pay first, each with its amount, deadline and state, linking its page', async () => {
    serveCalls({
      '/payment/api/fees': () => ({
        list: [
          feeOf({ id: 'f1', title: '大学英语教材', state: 'paid', category: 'book' }),
          feeOf({ id: 'f2', title: '四级报名费', amountFen: 3050 }),
          feeOf({ id: 'f3', title: '秋季学期住宿', state: 'closed', category: 'dorm', deadline: 0 }),
        ],
      }),
    });
    renderPage(<FeeHallPage />, '/payment/gopay');
    const unpaid = await screen.findByRole('region', { name: '待缴费' });
    expect(within(unpaid).getByText('四级报名费')).toBeTruthy();
    expect(within(unpaid).getByText('¥30.50')).toBeTruthy();
    expect(within(unpaid).getByText(/^截止 \d{4}-\d{2}-\d{2}/)).toBeTruthy();
    expect(within(unpaid).getByRole('link').getAttribute('href')).toBe('/payment/detail?id=f2');
    const paid = screen.getByRole('region', { name: '已缴费' });
    expect(within(paid).getByText('大学英语教材')).toBeTruthy();
    expect(within(paid).getByText('已缴费', { selector: '.pm-tag' })).toBeTruthy();
    const closed = screen.getByRole('region', { name: '已关闭' });
    expect(within(closed).getByText('秋季学期住宿')).toBeTruthy();
    expect(within(closed).queryByText(/截止/)).toBeNull();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['待缴费', '已缴费', '已关闭']);
    expect(screen.getByRole('link', { name: '缴费记录' }).getAttribute('href')).toBe('/payment/payRecord');
  });

  it('says so when there is nothing to pay', async () => {
    serveCalls({ '/payment/api/fees': () => ({ list: [] }) });
    renderPage(<FeeHallPage />, '/payment/gopay');
    expect(await screen.findByText('暂无缴费项目')).toBeTruthy();
  });
});
