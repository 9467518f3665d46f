import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { EMPTY_REPORT, REPORT } from './fixtures';
import { ScorePage } from './score-page';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'score', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('成绩查询 (score/index)', () => {
  it('shows the overall GPA and credits, the trend, and the newest term’s courses', async () => {
    serveCalls({ '/score/wap/score/mine': () => REPORT });
    renderPage(<ScorePage />, '/score/index');
    const summary = await screen.findByRole('region', { name: '成绩概览' });
    expect(within(summary).getByText('2.85')).toBeTruthy();
    expect(within(summary).getByText('12')).toBeTruthy();
    expect(within(summary).getByText(/标准4分制/)).toBeTruthy();
    expect(screen.getByRole('img', { name: '各学期绩点：2024-2025-2 2.50，2025-2026-1 3.20' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['2025-2026学年 第1学期', '2024-2025学年 第2学期']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('本学期绩点 3.20 · 已获 6 学分 · 2 门课程')).toBeTruthy();
    expect(within(panel).getByText('55').className).toContain('sc-score--failed');
    expect(within(panel).getByRole('listitem', { name: '数据结构' }).textContent).toContain('学位课');
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('switches terms with the tabs', async () => {
    serveCalls({ '/score/wap/score/mine': () => REPORT });
    renderPage(<ScorePage />, '/score/index');
    fireEvent.click(await screen.findByRole('tab', { name: '2024-2025学年 第2学期' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('良好')).toBeTruthy();
    expect(within(panel).queryByText('数据结构')).toBeNull();
    expect(screen.getByRole('tab', { name: '2024-2025学年 第2学期' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when there are no scores yet, and shows a refusal with a retry', async () => {
    serveCalls({ '/score/wap/score/mine': () => EMPTY_REPORT });
    renderPage(<ScorePage />, '/score/index');
    expect(await screen.findByText('暂无成绩')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/score/wap/score/mine': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<ScorePage />, '/score/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeTruthy();
  });
});
