import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { loan, loans, serveCalls, setupStrings } from './test-kit';
import { MinePage } from './mine-page';

const OVERDUE = loan({
  barcode: 'C0',
  title: '红楼梦',
  dueDate: '2026-04-20',
  daysLeft: -4,
  state: 'overdue',
  canRenew: false,
  reason: '已超期的图书不能在线续借，请尽快归还',
});
const SOON = loan({ barcode: 'C2', title: '三体', dueDate: '2026-04-26', daysLeft: 2, state: 'soon' });
const LATER = loan({ barcode: 'C3', title: '活着', renewCount: 2, canRenew: false, reason: '已续借2次，不能再续借' });

beforeAll(setupStrings);
beforeEach(() => queryClient.clear());

describe('my loans', () => {
  it('shows the summary, overdue in red with its days, due soon highlighted, 续借 only where allowed, and 数据更新于', async () => {
    serveCalls({ '/library/api/loans': () => loans([OVERDUE, SOON, LATER]) });
    renderPage(<MinePage />, '/library/mine');
    const summary = await screen.findByRole('region', { name: '在借 3 本，即将到期 1 本' });
    expect(summary.textContent).toBe('3在借1即将到期1已超期');
    const overdue = screen.getByRole('article', { name: '红楼梦' });
    expect(overdue.className).toContain('lib-book--overdue');
    expect(within(overdue).getByText('已超期4天')).toBeTruthy();
    expect(within(overdue).getByText('已超期的图书不能在线续借，请尽快归还')).toBeTruthy();
    expect(within(overdue).queryByRole('button')).toBeNull();
    const soon = screen.getByRole('article', { name: '三体' });
    expect(soon.className).toContain('lib-book--soon');
    expect(within(soon).getByText('还有2天到期')).toBeTruthy();
    expect(within(soon).getByRole('button', { name: '续借《三体》' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '活着' })).getByText('已续借2次，不能再续借')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('renews: the new due date shows at once, and the button waits while the call runs', async () => {
    let renewed = false;
    const asked = serveCalls({
      '/library/api/loans': () =>
        loans(renewed ? [OVERDUE, { ...SOON, dueDate: '2026-05-26', daysLeft: 32, state: 'ok', renewCount: 1 }] : [OVERDUE, SOON]),
      '/library/api/renew': () => {
        renewed = true;
        return { barcode: 'C2', dueDate: '2026-05-26', renewCount: 1, message: '续借成功，新的应还日期为 2026-05-26' };
      },
    });
    renderPage(<MinePage />, '/library/mine');
    const button = await screen.findByRole('button', { name: '续借《三体》' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('续借成功，新的应还日期为 2026-05-26')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('article', { name: '三体' })).getByText(/应还日期：2026-05-26/)).toBeTruthy());
    expect(screen.getByText('（已续借1次）')).toBeTruthy();
    expect(asked.filter((a) => a.path === '/library/api/renew')).toEqual([
      { path: '/library/api/renew', input: { barcode: 'C2', dueDate: '2026-04-26' } },
    ]);
  });

  it('shows the library’s refusal in its words', async () => {
    serveCalls({
      '/library/api/loans': () => loans([SOON]),
      '/library/api/renew': () => ({ e: 1, m: '该书已被他人预约，不能续借', d: {} }),
    });
    renderPage(<MinePage />, '/library/mine');
    fireEvent.click(await screen.findByRole('button', { name: '续借《三体》' }));
    expect(await screen.findByText('该书已被他人预约，不能续借')).toBeTruthy();
  });

  it('offers no 续借 where renewal is off, and says why', async () => {
    serveCalls({
      '/library/api/loans': () =>
        loans([{ ...SOON, canRenew: false }], {
          renewal: { enabled: false, note: '图书馆暂未开放在线续借，请到借还台办理', maxRenewals: 2 },
        }),
    });
    renderPage(<MinePage />, '/library/mine');
    expect(await screen.findByText('图书馆暂未开放在线续借，请到借还台办理')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /续借/ })).toBeNull();
  });

  it('shows the empty state, and a failure with a retry', async () => {
    serveCalls({ '/library/api/loans': () => loans([]) });
    renderPage(<MinePage />, '/library/mine');
    expect(await screen.findByText('暂无在借图书')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/library/api/loans': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<MinePage />, '/library/mine');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeTruthy();
  });
});
