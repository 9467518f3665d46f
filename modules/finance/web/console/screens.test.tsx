import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TStaffPay } from '../../contract';
import zh from '../../i18n/zh.json';

const held = vi.hoisted(() => ({ modules: new Set<string>() }));
vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: (app: string, module?: string) => held.modules.has(`${app}/${module}`) }) }));

const PAY: TStaffPay = {
  staffNo: 'teacher',
  name: '教师演示账号',
  department: '计算机学院',
  year: 2026,
  years: [2026],
  slips: [{ month: '2026-02', payDate: '', gross: 1_234_567, deductions: 234_567, net: 1_000_000, items: [{ category: '应发', item: '岗位工资', amount: 1_234_567, note: '' }] }],
};

let SalaryScreen: ComponentType;
let BudgetScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'finance', zh, true, true);
  SalaryScreen = (await import('./salary-screen')).default;
  BudgetScreen = (await import('./budget-screen')).default;
  await loadRegisteredTranslations();
  // antd's screens take a while to import on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

describe('the finance console pages', () => {
  it('lets the personnel office look a person’s pay up, and says the datasets need their own permission', { timeout: 30_000 }, async () => {
    held.modules = new Set(['finance/salary']);
    const asked = serveCalls({ '/salary/api/staff/lookup': () => PAY });
    renderScreen(<SalaryScreen />);
    expect(screen.getByText(/需要“数据集”权限/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('工号'), { target: { value: 'teacher' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('教师演示账号')).toBeTruthy();
    expect(screen.getByText('¥10,000.00')).toBeTruthy();
    expect(asked.find((a) => a.path === '/salary/api/staff/lookup')!.input.staff_no).toBe('teacher');
  });

  it('lists the finance office’s budgets with 执行率, and the datasets for administrators', { timeout: 30_000 }, async () => {
    held.modules = new Set(['finance/budget', 'admin/datasets']);
    serveCalls({
      '/budget/api/staff/list': () => ({
        list: [{ code: 'P1', title: '科研启动', leader: '张老师', leaderNo: 'T1', department: '计算机学院', category: '科研', year: 2026, budget: 100_00, spent: 90_00, committed: 0, available: 10_00, rate: 90, start: '2026-01-01', end: '2026-12-31' }],
        total: 1,
      }),
      '/datasets/api/status': ({ kind }) => ({ kind, title: '经费项目', owner: 'finance', personal: true, columns: [], version: 2, updatedAt: 1_790_000_000, source: 'upload', rows: 6, lastFailure: null }),
      '/datasets/api/loads': () => ({ list: [] }),
    });
    renderScreen(<BudgetScreen />);
    expect(await screen.findByText('科研启动')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '经费项目' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '经费支出' })).toBeTruthy();
  });
});
