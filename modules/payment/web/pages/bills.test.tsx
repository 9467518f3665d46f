import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { BillsPage, monthOf } from './bills';
import { orderOf, serveCalls, setupStrings } from './test-kit';

beforeAll(setupStrings);

describe('my bills', () => {
  it('names the Beijing month, also across a year', () => {
    const newYearsEveUtc = Date.parse('2026-12-31T17:00:00Z'); // already 1 January in Beijing
    expect(monthOf(0, newYearsEveUtc)).toBe('2027-01');
    expect(monthOf(-1, newYearsEveUtc)).toBe('2026-12');
  });

  it('shows the month’s orders of every kind with what they came to, and goes back a month', async () => {
    const asked = serveCalls({
      '/payment/api/bills': (input) =>
        input.month === monthOf(0)
          ? { list: [orderOf({ id: 'o1', app: 'card', title: '校园卡充值', state: 'paid', amountFen: 5000 })], total: 1, netFen: 5000 }
          : { list: [], total: 0, netFen: 0 },
    });
    renderPage(<BillsPage />, '/cost/index');
    expect(await screen.findByText('校园卡充值')).toBeTruthy();
    expect(screen.getByText(/^校园卡充值 · /)).toBeTruthy();
    expect(screen.getAllByText('¥50.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(await screen.findByText('本月没有账单')).toBeTruthy();
    await waitFor(() => expect(asked.some((a) => a.input.month === monthOf(-1))).toBe(true));
  });
});
