import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { EXAMS, serveExams } from '../exams-test-kit';
import { ExamDetailPage } from './exam-detail';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'exam', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

const at = (key: string) => `/examManage/detail?key=${encodeURIComponent(key)}`;

describe('an exam in full', () => {
  it('shows every fact and offers the exam as a calendar file with an alarm', async () => {
    serveExams();
    const physics = EXAMS[1]!;
    renderPage(<ExamDetailPage />, at(physics.key));
    expect(await screen.findByRole('heading', { name: '大学物理' })).toBeTruthy();
    expect(screen.getByText('今天 14:00 开始')).toBeTruthy();
    for (const text of ['2026-12-01 周二 14:00-16:00', '北校区', '明德楼203', '5', '大学物理（大学物理）', '2026-2027-1', '携带学生证']) expect(screen.getByText(text)).toBeTruthy();
    const link = screen.getByRole('link', { name: '添加到日历' });
    expect(link.getAttribute('download')).toBe('大学物理-期末.ics');
    const ics = decodeURIComponent(link.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    // 14:00 in Shanghai is 06:00 UTC.
    expect(ics).toContain('DTSTART:20261201T060000Z\r\n');
    expect(ics).toContain('DTEND:20261201T080000Z\r\n');
    expect(ics).toContain('SUMMARY:大学物理（期末考试）\r\n');
    expect(ics).toContain('LOCATION:北校区 明德楼203\r\n');
    expect(ics).toContain('DESCRIPTION:座位号 5；携带学生证\r\n');
    expect(ics).toContain('TRIGGER:-PT1H\r\n');
  });

  it('offers no calendar for an exam already over', async () => {
    serveExams();
    renderPage(<ExamDetailPage />, at(EXAMS[5]!.key));
    expect(await screen.findByRole('heading', { name: '中国近现代史纲要' })).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '添加到日历' })).toBeNull();
  });

  it("says so for a key not among my exams (someone else's, or changed since)", async () => {
    serveExams();
    renderPage(<ExamDetailPage />, at(JSON.stringify(['2024010002', '2026-2027-1', '高等数学', '期末'])));
    expect(await screen.findByText('找不到这场考试，可能已被调整或取消')).toBeTruthy();
  });

  it('shows the server refusal with a retry', async () => {
    serveCalls({ '/exam/wap/exam/mine': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<ExamDetailPage />, at(EXAMS[0]!.key));
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
  });
});
