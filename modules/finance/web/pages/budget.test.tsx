import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TBudget, TExpense } from '../../contract-budget';
import zh from '../../i18n/zh.json';
import { BudgetDetailPage } from './budget-detail';
import { BudgetListPage } from './budget-list';

const project = (code: string, rate: number, over: Partial<TBudget> = {}): TBudget => ({
  code,
  title: `项目${code}`,
  leader: '张老师',
  leaderNo: 'T001',
  department: '计算机学院',
  category: '科研',
  year: 2026,
  budget: 10_000_000,
  spent: rate * 100_000,
  committed: 0,
  available: 10_000_000 - rate * 100_000,
  rate,
  start: '2026-01-01',
  end: '2026-12-31',
  ...over,
});
const EXPENSES: TExpense[] = [
  { voucher: 'PZ1', date: '2026-03-02', summary: '差旅费报销', amount: 123_456, handler: '王会计' },
  { voucher: 'PZ2', date: '2026-02-01', summary: '图书资料费', amount: 5_000, handler: '' },
];

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'finance', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the budget pages', () => {
  it('lists my projects with money and 执行率 coloured by how much is used', async () => {
    serveCalls({ '/budget/api/mine': () => ({ list: [project('A', 40), project('B', 85), project('C', 104, { available: -400_000 })], updatedAt: 1_790_000_000, failed: false }) });
    renderPage(<BudgetListPage />, '/budget/index');
    const first = await screen.findByRole('link', { name: /项目A/ });
    expect(first.getAttribute('href')).toContain('/budget/detail?code=A');
    expect(screen.getAllByText('¥100,000.00')).toHaveLength(3);
    expect(screen.getByLabelText('执行率 40%').className).toContain('fin-rate--normal');
    expect(screen.getByLabelText('执行率 85%').className).toContain('fin-rate--warning');
    expect(screen.getByLabelText('执行率 104%').className).toContain('fin-rate--over');
    expect(screen.getByText('−¥4,000.00')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('says so when I lead no project, and shows a failure', async () => {
    serveCalls({ '/budget/api/mine': () => ({ list: [], updatedAt: 0, failed: false }) });
    renderPage(<BudgetListPage />, '/budget/index');
    expect(await screen.findByText('你没有负责的经费项目')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/budget/api/mine': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<BudgetListPage />, '/budget/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
  });

  it('opens a project with its expenses, searched by 摘要', async () => {
    const asked = serveCalls({
      '/budget/api/detail': ({ code }) => ({ ...project(String(code), 50), updatedAt: 1_790_000_000, failed: false }),
      '/budget/api/expenses': ({ q }) => {
        const list = EXPENSES.filter((e) => !q || e.summary.includes(String(q)));
        return { list, total: list.length };
      },
    });
    renderPage(<BudgetDetailPage />, '/budget/detail?code=A');
    expect(await screen.findByText('项目A')).toBeTruthy();
    expect(await screen.findByText('差旅费报销')).toBeTruthy();
    expect(screen.getByText('¥1,234.56')).toBeTruthy();
    expect(screen.getByText('2026-02-01 · 凭证号 PZ2 · 经办人 —')).toBeTruthy();
    const search = screen.getByPlaceholderText('搜索摘要');
    fireEvent.change(search, { target: { value: '会议' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('没有找到摘要含“会议”的支出')).toBeTruthy();
    await waitFor(() => expect(asked.some((a) => a.path === '/budget/api/expenses' && a.input.q === '会议')).toBe(true));
  });

  it('shows not found for a project that is not mine', async () => {
    serveCalls({ '/budget/api/detail': () => ({ e: 10004, m: '没有找到这个经费项目', d: {} }) });
    renderPage(<BudgetDetailPage />, '/budget/detail?code=X');
    expect(await screen.findByText('没有找到这个经费项目')).toBeTruthy();
  });
});
