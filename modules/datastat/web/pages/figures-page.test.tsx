import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TFigures } from '../../contract';
import zh from '../../i18n/zh.json';
import { FiguresPage } from './figures-page';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'datastat', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

const history = (values: number[]) => values.map((value, i) => ({ period: String(2021 + i), value }));
const FIGURES: TFigures = {
  categories: [
    {
      name: '学生',
      figures: [
        { name: '在校本科生', unit: '人', value: 23_163, period: '2025', changePercent: 2, previousPeriod: '2024', note: '', history: history([21_400, 21_828, 22_265, 22_709, 23_163]) },
        { name: '留学生', unit: '人', value: 580, period: '2025', changePercent: -3.3, previousPeriod: '2024', note: '', history: history([600, 580]) },
      ],
    },
    {
      name: '科研',
      figures: [{ name: '科研经费', unit: '万元', value: 135_509, period: '2025', changePercent: null, previousPeriod: '', note: '含纵向与横向经费', history: history([135_509]) }],
    },
  ],
  updatedAt: 1_790_000_000,
  failed: false,
};

describe('the key figures page', () => {
  it('shows a category’s figures with their change and trend, and switches category', async () => {
    serveCalls({ '/datastat/api/figures': () => FIGURES });
    renderPage(<FiguresPage />, '/dataStatistics/index');
    const students = await screen.findByRole('tabpanel', { name: '学生' });
    const undergraduates = within(students).getByText('在校本科生').closest('li') as HTMLElement;
    expect(within(undergraduates).getByText('23,163')).toBeTruthy();
    expect(within(undergraduates).getByText('较 2024 增长 2%')).toBeTruthy();
    expect(within(undergraduates).getByRole('img', { name: '近年走势，自 2021 的 21,400人 起' })).toBeTruthy();
    expect(within(students).getByText('较 2024 下降 3.3%')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '科研' }));
    const research = screen.getByRole('tabpanel', { name: '科研' });
    expect(within(research).getByText('135,509')).toBeTruthy();
    expect(within(research).getByText('含纵向与横向经费')).toBeTruthy();
    // One period: no change, no line.
    expect(within(research).queryByRole('img')).toBeNull();
    expect(within(research).queryByText(/增长|下降|持平/)).toBeNull();
  });

  it('says when there are no figures, and when the reader may not see them', async () => {
    serveCalls({ '/datastat/api/figures': () => ({ categories: [], updatedAt: 0, failed: false }) });
    renderPage(<FiguresPage />, '/dataStatistics/index');
    expect(await screen.findByText('暂无统计数据')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/datastat/api/figures': () => ({ e: 10003, m: '您没有权限执行此操作', d: {} }) });
    renderPage(<FiguresPage />, '/dataStatistics/index');
    expect(await screen.findByText('您没有权限执行此操作')).toBeTruthy();
  });
});
