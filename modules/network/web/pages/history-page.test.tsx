import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { HistoryPage } from './history-page';
import { serveCalls, setupStrings, summary, systemDown } from './test-kit';

beforeAll(setupStrings);
afterEach(() => queryClient.clear());

const charge = (n: number) => ({
  id: `c${n}`,
  at: 1_789_000_000 - n * 86_400,
  amountFen: n % 2 ? -3000 : 5000,
  balanceFen: 1250,
  kind: n % 2 ? '月租' : '充值',
});

describe('充值记录', () => {
  it('shows my Quad top-ups and the account’s charges from the billing system', async () => {
    const asked = serveCalls({
      '/network/api/account': () => summary(),
      '/network/api/charges': () => ({ total: 2, list: [charge(1), charge(2)] }),
    });
    renderPage(<HistoryPage />, '/networkApp/history');
    expect(await screen.findByText('月租')).toBeTruthy();
    expect(screen.getByText('-¥30.00')).toBeTruthy();
    expect(screen.getByText('+¥50.00')).toBeTruthy();
    expect(await screen.findByText(/失败已退款/)).toBeTruthy();
    expect(asked.find((a) => a.path === '/network/api/charges')?.input).toMatchObject({ page: '1' });
  });

  it('says when there are no charges and no top-ups', async () => {
    serveCalls({
      '/network/api/account': () => summary({ topUps: [] }),
      '/network/api/charges': () => ({ total: 0, list: [] }),
    });
    renderPage(<HistoryPage />, '/networkApp/history');
    expect(await screen.findByText('暂无收支记录')).toBeTruthy();
    expect(await screen.findByText('暂无充值记录')).toBeTruthy();
  });

  it('says when the billing system cannot be reached', async () => {
    serveCalls({ '/network/api/account': systemDown, '/network/api/charges': systemDown });
    renderPage(<HistoryPage />, '/networkApp/history');
    expect((await screen.findAllByText('校园网计费系统暂时无法访问，请稍后再试')).length).toBeGreaterThan(0);
  });
});
