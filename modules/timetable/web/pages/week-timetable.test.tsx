import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { GradSchedulePage } from './grad-schedule';
import { weekOf } from './test-fixtures';
import { TeacherWeekSchedulePage, WeekSchedulePage } from './week-timetable';

function serveWeeks(over: Parameters<typeof weekOf>[1] = {}) {
  return serveCalls({
    '/timetable/api/week': ({ week }) => weekOf(week ? Number(week) : 6, over),
    '/timetable/api/feed': () => ({ path: '' }),
    '/timetable/api/feed/reset': () => ({ path: '/timetable/ical/abcdefghijklmnopqrstuvwxyz.ics' }),
  });
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the week timetable page', () => {
  it('shows this week: the term, 第6周, the days with today marked, and a block per class', async () => {
    const asked = serveWeeks();
    renderPage(<WeekSchedulePage />, '/weekschedule/index');
    const block = await screen.findByRole('button', { name: /高等数学A，周一第1-2节，A101/ });
    expect(block.textContent).toContain('@A101');
    expect(screen.getByText('2026-2027学年第一学期')).toBeTruthy();
    expect(screen.getAllByText('第6周')).toHaveLength(2);
    expect(screen.getByText('11/24').parentElement!.className).toContain('is-today');
    expect(screen.getByRole('button', { name: /数据结构/ })).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '回到本周' })).toBeNull();
    expect(asked[0]!.input).toMatchObject({ as: 'student' });
  });

  it('switches weeks and comes back with 回到本周', async () => {
    const asked = serveWeeks();
    renderPage(<WeekSchedulePage />, '/weekschedule/index');
    await screen.findByRole('button', { name: /高等数学A/ });
    fireEvent.click(screen.getByRole('button', { name: '下一周' }));
    expect(await screen.findByText('本周暂无课程')).toBeTruthy();
    expect(screen.getByText('第7周')).toBeTruthy();
    expect(asked.some((a) => a.input.week === '7')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '回到本周' }));
    expect(await screen.findByRole('button', { name: /高等数学A/ })).toBeTruthy();
  });

  it('opens a class for its details, and closes it', async () => {
    serveWeeks();
    renderPage(<WeekSchedulePage />, '/weekschedule/index');
    fireEvent.click(await screen.findByRole('button', { name: /数据结构/ }));
    const sheet = screen.getByRole('dialog', { name: '数据结构' });
    expect(within(sheet).getByText('1-15单')).toBeTruthy();
    expect(within(sheet).getByText('北校区 第一教学楼 B203')).toBeTruthy();
    expect(within(sheet).getByText('周三 第3-4节 10:00–11:40')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says 假期中 between terms, and what a teacher has no teaching', async () => {
    const asked = serveWeeks({ state: 'vacation', currentWeek: 0, classes: [] });
    renderPage(<TeacherWeekSchedulePage />, '/teaweekschedule/index');
    expect(await screen.findByText('假期中')).toBeTruthy();
    expect(screen.getByText('本周暂无授课')).toBeTruthy();
    expect(asked[0]!.input).toMatchObject({ as: 'teacher' });
  });

  it('makes the calendar feed address on 订阅到日历', async () => {
    const asked = serveWeeks();
    renderPage(<WeekSchedulePage />, '/weekschedule/index');
    fireEvent.click(await screen.findByRole('button', { name: '订阅到日历' }));
    fireEvent.click(await screen.findByRole('button', { name: '生成订阅地址' }));
    const address = (await screen.findByLabelText('订阅地址')) as HTMLInputElement;
    expect(address.value).toMatch(/\/timetable\/ical\/abcdefghijklmnopqrstuvwxyz\.ics$/);
    expect(screen.getByRole('link', { name: '用日历打开' }).getAttribute('href')).toMatch(/^webcal:/);
    expect(asked.some((a) => a.path === '/timetable/api/feed/reset')).toBe(true);
    expect(await screen.findByText('已生成订阅地址')).toBeTruthy();
  });

  it('shows a refusal with a retry', async () => {
    serveCalls({ '/timetable/api/week': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<WeekSchedulePage />, '/weekschedule/index');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试|重新加载/ })).toBeTruthy();
  });

  it('is the graduate timetable under its own title', async () => {
    serveWeeks();
    renderPage(<GradSchedulePage />, '/gradschedule/index');
    expect(await screen.findByText(/研究生课表/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /高等数学A/ })).toBeTruthy());
  });
});
