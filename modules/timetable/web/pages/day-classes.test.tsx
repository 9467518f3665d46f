import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { SchedulePage, TeacherSchedulePage } from './day-classes';
import { dayOf } from './test-fixtures';

const serveDays = (over: Parameters<typeof dayOf>[1] = {}) => serveCalls({ '/timetable/api/day': ({ date }) => dayOf(date ? String(date) : '2026-11-24', over) });

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the day schedule page', () => {
  it('lists today with times and places, the class already over dimmed', async () => {
    const asked = serveDays();
    renderPage(<SchedulePage />, '/schedule/index');
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('高等数学A')).toBeTruthy();
    expect(lines[0]!.className).toContain('is-over');
    expect(within(lines[0]!).getByText('已结束')).toBeTruthy();
    expect(lines[1]!.className).not.toContain('is-over');
    expect(within(lines[1]!).getByText(/第5-6节 · 第一教学楼 B203 · 王建国/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /今天/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
    expect(asked[0]!.input).toMatchObject({ as: 'student' });
  });

  it('picks another day from the strip and says when it has no classes', async () => {
    const asked = serveDays();
    renderPage(<SchedulePage />, '/schedule/index');
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('tab', { name: /明天/ }));
    expect(await screen.findByText('这一天暂无课程')).toBeTruthy();
    expect(asked.some((a) => a.input.date === '2026-11-25')).toBe(true);
    expect(screen.getAllByRole('tab')).toHaveLength(7);
  });

  it('says 假期中 between terms, for a teacher too', async () => {
    const asked = serveDays({ state: 'vacation', classes: [], currentWeek: 0, week: 0 });
    renderPage(<TeacherSchedulePage />, '/teaschedule/index');
    expect(await screen.findByText('假期中，暂无课程')).toBeTruthy();
    expect(asked[0]!.input).toMatchObject({ as: 'teacher' });
  });
});
