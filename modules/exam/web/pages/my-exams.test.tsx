import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { EXAMS, serveExams } from '../exams-test-kit';
import { MyExamsPage } from './my-exams';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'exam', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('my exams', () => {
  it('lists the coming exams with their countdown, time, place, seat and notes, and when the data was updated', async () => {
    serveExams();
    renderPage(<MyExamsPage />, '/examManage/index');
    const coming = await screen.findByRole('list', { name: '待考' });
    const cards = within(coming).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['线性代数 期末', '大学物理 期末', '高等数学 期末', '大学英语 期末', '大学英语四级 四级']);
    expect(within(cards[0]!).getByText('进行中')).toBeTruthy();
    expect(within(cards[1]!).getByText('今天 14:00 开始')).toBeTruthy();
    expect(within(cards[1]!).getByText('2026-12-01 周二 14:00-16:00')).toBeTruthy();
    expect(within(cards[1]!).getByText('北校区 明德楼203')).toBeTruthy();
    expect(within(cards[1]!).getByText('携带学生证')).toBeTruthy();
    expect(within(cards[2]!).getByText('明天 09:00 开始')).toBeTruthy();
    expect(within(cards[3]!).getByText('还有 3 天')).toBeTruthy();
    // No seat assigned: no seat line.
    expect(within(cards[3]!).queryByText('座位号')).toBeNull();
    expect(cards[2]!.getAttribute('href')).toContain(`/examManage/detail?key=${encodeURIComponent(EXAMS[2]!.key)}`);
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('keeps finished exams folded until asked', async () => {
    serveExams();
    renderPage(<MyExamsPage />, '/examManage/index');
    const toggle = await screen.findByRole('button', { name: '已结束的考试（2）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('体育理论')).toBeNull();
    fireEvent.click(toggle);
    const finished = screen.getByRole('list', { name: '已结束' });
    expect(within(finished).getAllByText('已结束')).toHaveLength(2);
    expect(within(finished).getByText('中国近现代史纲要')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起已结束的考试' }));
    expect(screen.queryByText('体育理论')).toBeNull();
  });

  it('says so when there are no exams, or none coming', async () => {
    serveExams([]);
    const { unmount } = renderPage(<MyExamsPage />, '/examManage/index');
    expect(await screen.findByText('暂无考试安排')).toBeTruthy();
    unmount();
    queryClient.clear();
    serveExams(EXAMS.filter((e) => e.state === 'finished'));
    renderPage(<MyExamsPage />, '/examManage/index');
    expect(await screen.findByText('近期暂无考试')).toBeTruthy();
  });

  it('warns when the last update failed', async () => {
    serveExams(EXAMS, { failed: true });
    renderPage(<MyExamsPage />, '/examManage/index');
    expect(await screen.findByText(/最近一次更新失败/)).toBeTruthy();
  });

  it('shows the server refusal with a retry', async () => {
    serveCalls({ '/exam/wap/exam/mine': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<MyExamsPage />, '/examManage/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeTruthy();
  });
});
