import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { EXAMS, serveExams } from '../exams-test-kit';
import { ExamWeekPage } from './exam-week';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'exam', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

const cardNames = () => screen.queryAllByRole('link').map((c) => c.getAttribute('aria-label'));

describe('the week view (fudanexamManage)', () => {
  it("opens on the next exam's week: a strip of its days with dots on exam days, and that week's exams in time order", async () => {
    serveExams();
    renderPage(<ExamWeekPage />, '/fudanexamManage/index');
    const strip = await screen.findByRole('navigation', { name: '按周查看' });
    const days = within(strip).getAllByRole('button', { pressed: false });
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(['11月30日 周一', '12月1日 周二 有考试', '12月2日 周三 有考试', '12月3日 周四', '12月4日 周五 有考试', '12月5日 周六', '12月6日 周日']);
    expect(screen.getByRole('heading', { name: /本周/ }).textContent).toContain('11月30日 – 12月6日');
    expect(cardNames()).toEqual(['线性代数 期末', '大学物理 期末', '高等数学 期末', '大学英语 期末']);
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('narrows to a chosen day, and moves a week at a time', async () => {
    serveExams();
    renderPage(<ExamWeekPage />, '/fudanexamManage/index');
    fireEvent.click(await screen.findByRole('button', { name: '12月2日 周三 有考试' }));
    expect(screen.getByRole('button', { name: '12月2日 周三 有考试' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardNames()).toEqual(['高等数学 期末']);
    fireEvent.click(screen.getByRole('button', { name: '12月3日 周四' }));
    expect(screen.getByText('当天暂无考试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一周' }));
    expect(screen.getByRole('heading', { name: /下周/ })).toBeTruthy();
    expect(screen.getByText('本周暂无考试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一周' }));
    expect(screen.getByRole('heading', { name: /2 周后/ })).toBeTruthy();
    expect(cardNames()).toEqual(['大学英语四级 四级']);
    fireEvent.click(screen.getByRole('button', { name: '上一周' }));
    fireEvent.click(screen.getByRole('button', { name: '上一周' }));
    fireEvent.click(screen.getByRole('button', { name: '上一周' }));
    expect(screen.getByRole('heading', { name: /1 周前/ })).toBeTruthy();
    expect(cardNames()).toEqual(['中国近现代史纲要 期中']);
  });

  it("opens on this week when every exam is over, and says when there are none at all", async () => {
    serveExams(EXAMS.filter((e) => e.state === 'finished'));
    const { unmount } = renderPage(<ExamWeekPage />, '/fudanexamManage/index');
    expect(await screen.findByRole('heading', { name: /本周/ })).toBeTruthy();
    unmount();
    queryClient.clear();
    serveExams([]);
    renderPage(<ExamWeekPage />, '/fudanexamManage/index');
    expect(await screen.findByText('暂无考试安排')).toBeTruthy();
  });

  it('shows the server refusal with a retry', async () => {
    serveCalls({ '/exam/wap/exam/mine': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<ExamWeekPage />, '/fudanexamManage/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
  });
});
