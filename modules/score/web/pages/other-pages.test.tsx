import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TLearningProgress } from '../../contract';
import zh from '../../i18n/zh.json';
import { EMPTY_REPORT, REPORT } from './fixtures';
import { GradScorePage } from './grad-score-page';
import { LearningProcessPage } from './learning-process-page';
import { ScoreListPage } from './score-list-page';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'score', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('成绩查询, the older list (scorev1/index)', () => {
  it('lists every course under its term, with each term’s GPA and the overall line', async () => {
    serveCalls({ '/score/wap/score/mine': () => REPORT });
    renderPage(<ScoreListPage />, '/scorev1/index');
    expect(await screen.findByText('总绩点 2.85，已获 12 学分')).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['2025-2026学年 第1学期绩点 3.20 · 6 学分', '2024-2025学年 第2学期绩点 2.50 · 6 学分']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says when there are no scores', async () => {
    serveCalls({ '/score/wap/score/mine': () => EMPTY_REPORT });
    renderPage(<ScoreListPage />, '/scorev1/index');
    expect(await screen.findByText('暂无成绩')).toBeTruthy();
  });
});

describe('研究生成绩 (gradscore/index)', () => {
  it('shows degree credits and narrows to degree courses', async () => {
    serveCalls({ '/score/wap/score/mine': () => REPORT });
    renderPage(<GradScorePage />, '/gradscore/index');
    const summary = await screen.findByRole('region', { name: '成绩概览' });
    expect(within(summary).getByText('学位课学分').previousSibling?.textContent).toBe('6');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('checkbox', { name: '只看学位课' }));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['数据结构', '高等数学（下）']);
  });

  it('says when nothing is there', async () => {
    serveCalls({ '/score/wap/score/mine': () => EMPTY_REPORT });
    renderPage(<GradScorePage />, '/gradscore/index');
    expect(await screen.findByText('暂无成绩')).toBeTruthy();
  });
});

const PROGRESS: TLearningProgress = {
  programme: '计算机学院2024级本科培养方案',
  categories: [
    { category: '通识必修', required: 36, earned: 40, missing: 0 },
    { category: '专业必修', required: 40, earned: 14, missing: 26 },
  ],
  required: 76,
  earned: 50,
  failing: [{ code: 'CS211', name: '计算机组成原理', category: '专业必修', credit: 4 }],
  updatedAt: 1_790_000_000,
  failed: true,
};

describe('学业进度 (learningProcess/index)', () => {
  it('shows required against earned credits per category, what is missing, and the courses to retake', async () => {
    serveCalls({ '/score/wap/score/progress': () => PROGRESS });
    renderPage(<LearningProcessPage />, '/learningProcess/index');
    expect(await screen.findByText('计算机学院2024级本科培养方案')).toBeTruthy();
    expect(screen.getByText('已获 50 / 要求 76 学分')).toBeTruthy();
    expect(screen.getByText('40 / 36，已修满')).toBeTruthy();
    expect(screen.getByText('14 / 40，还差 26 学分')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '专业必修' });
    expect(bar.getAttribute('aria-valuenow')).toBe('14');
    expect(within(screen.getByRole('region', { name: '未通过的课程（需重修）' })).getByText('计算机组成原理')).toBeTruthy();
    expect(screen.getByText(/最近一次更新失败/)).toBeTruthy();
  });

  it('says when the programme is unknown, and shows a refusal', async () => {
    serveCalls({ '/score/wap/score/progress': () => ({ ...PROGRESS, programme: '', categories: [] }) });
    renderPage(<LearningProcessPage />, '/learningProcess/index');
    expect(await screen.findByText('暂无培养方案信息，请联系教务处')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/score/wap/score/progress': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<LearningProcessPage />, '/learningProcess/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
  });
});
