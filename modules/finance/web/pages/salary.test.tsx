import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TPaySlip, TSalaryYear } from '../../contract';
import zh from '../../i18n/zh.json';
import { IDLE_LOCK_MS, SalaryPage } from './salary';

const YEAR: TSalaryYear = {
  year: 2026,
  years: [2026, 2025],
  months: [
    { month: '2026-02', gross: 1_234_567, deductions: 234_567, net: 1_000_000 },
    { month: '2026-01', gross: 1_200_000, deductions: 200_050, net: 999_950 },
  ],
  total: { gross: 2_434_567, deductions: 434_617, net: 1_999_950 },
  updatedAt: 1_790_000_000,
  failed: false,
};
const SLIP: TPaySlip = {
  month: '2026-02',
  payDate: '2026-02-15',
  items: [
    { category: '应发', item: '岗位工资', amount: 1_000_000, note: '' },
    { category: '应发', item: '绩效工资', amount: 234_567, note: '含年终绩效' },
    { category: '扣发', item: '住房公积金', amount: 234_567, note: '' },
  ],
  gross: 1_234_567,
  deductions: 234_567,
  net: 1_000_000,
};
const LOCKED = { e: 1, m: '查看已超时，请重新输入登录密码', d: { reason: 'finance.locked' } };

/** A fake server: the right password is teacher123; reads answer only the unlock it gave (until `expire`). */
function serveSalary(year: TSalaryYear = YEAR) {
  let valid = '';
  const asked = serveCalls({
    '/salary/api/unlock': ({ password }) => {
      if (password !== 'teacher123') return { e: 1, m: '密码错误，还可以尝试4次', d: {} };
      valid = 'tok-1';
      return { token: valid, expires: 1 };
    },
    '/salary/api/lock': () => {
      valid = '';
      return {};
    },
    '/salary/api/year': ({ token }) => (token && token === valid ? year : LOCKED),
    '/salary/api/month': ({ token }) => (token && token === valid ? { ...SLIP, updatedAt: 1_790_000_000, failed: false } : LOCKED),
  });
  return { asked, expire: () => (valid = '') };
}

async function unlockWith(password: string) {
  fireEvent.change(await screen.findByPlaceholderText('登录密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '确认' }));
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'finance', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());
afterEach(() => vi.useRealTimers());

describe('the salary page', () => {
  it('asks for the password first, says what was wrong, then shows the months with 实发 and the year’s total', async () => {
    const { asked } = serveSalary();
    renderPage(<SalaryPage />, '/salary/index');
    expect(await screen.findByText('查看工资需要验证身份')).toBeTruthy();
    expect(asked.filter((a) => a.path === '/salary/api/year')).toHaveLength(0);
    await unlockWith('wrong');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '密码错误，还可以尝试4次');
    await unlockWith('teacher123');
    expect(await screen.findByText('2026年实发合计')).toBeTruthy();
    expect(screen.getByText('¥19,999.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看2026-02工资条' }).textContent).toContain('¥10,000.00');
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
    // The unlock goes in the body, never the address; no amount in the title.
    expect(asked.find((a) => a.path === '/salary/api/year')!.input.token).toBe('tok-1');
    expect(document.title).not.toMatch(/¥/);
  });

  it('opens a month grouped 应发 / 扣发 with totals, and changes year', async () => {
    const { asked } = serveSalary();
    renderPage(<SalaryPage />, '/salary/index');
    await unlockWith('teacher123');
    fireEvent.click(await screen.findByRole('button', { name: '查看2026-02工资条' }));
    const earned = await screen.findByRole('region', { name: '应发' });
    expect(within(earned).getByText('¥12,345.67')).toBeTruthy();
    expect(within(earned).getByText('岗位工资')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '扣发' })).getByText('住房公积金')).toBeTruthy();
    expect(screen.getByText('发放日期：2026-02-15')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '‹ 返回月份列表' }));
    fireEvent.click(await screen.findByRole('tab', { name: '2025年' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/salary/api/year' && String(a.input.year) === '2025')).toBe(true));
  });

  it('locks on 锁定 and when the server says the unlock expired', async () => {
    const { asked, expire } = serveSalary();
    renderPage(<SalaryPage />, '/salary/index');
    await unlockWith('teacher123');
    fireEvent.click(await screen.findByRole('button', { name: '锁定' }));
    expect(await screen.findByPlaceholderText('登录密码')).toBeTruthy();
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(asked.some((a) => a.path === '/salary/api/lock')).toBe(true);
    await unlockWith('teacher123');
    await screen.findByText('2026年实发合计');
    expire();
    fireEvent.click(screen.getByRole('button', { name: '查看2026-02工资条' }));
    expect(await screen.findByText('查看已超时，请重新输入登录密码')).toBeTruthy();
    expect(screen.getByPlaceholderText('登录密码')).toBeTruthy();
  });

  it('locks itself after five minutes without a touch', async () => {
    serveSalary();
    renderPage(<SalaryPage />, '/salary/index');
    await unlockWith('teacher123');
    await screen.findByText('2026年实发合计');
    vi.useFakeTimers();
    // The effect's timer was set with real timers: a touch re-arms it with the fake clock.
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(IDLE_LOCK_MS + 10));
    vi.useRealTimers();
    expect(await screen.findByText('已自动锁定，请重新输入登录密码')).toBeTruthy();
  });

  it('says 暂无工资记录 to someone without pay slips', async () => {
    serveSalary({ ...YEAR, year: 0, years: [], months: [], total: { gross: 0, deductions: 0, net: 0 } });
    renderPage(<SalaryPage />, '/salary/index');
    await unlockWith('teacher123');
    expect(await screen.findByText('暂无工资记录')).toBeTruthy();
  });
});
