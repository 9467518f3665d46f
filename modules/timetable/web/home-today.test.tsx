import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../i18n/zh.json';
import { dayOf, meeting } from './pages/test-fixtures';

let HomeToday: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  HomeToday = (await (await import('./home-today')).loadHomeToday()).default;
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe("the home page's today's classes", () => {
  it('shows the classes still to come today, both roles, with a link to the week', async () => {
    const asked = serveCalls({ '/timetable/api/day': () => dayOf('2026-11-24') });
    renderPage(<HomeToday />, '/');
    expect(await screen.findByText('数据结构')).toBeTruthy();
    expect(screen.queryByText('高等数学A')).toBeNull();
    expect(screen.getByRole('link', { name: '查看本周课表' }).getAttribute('href')).toMatch(/weekschedule\/index$/);
    expect(asked[0]!.input.as).toBeUndefined();
  });

  it('says when the day is done or empty, and links a teacher to the teaching week', async () => {
    serveCalls({ '/timetable/api/day': () => dayOf('2026-11-24', { nowMinute: 23 * 60, classes: [meeting({ role: 'teacher' })] }) });
    renderPage(<HomeToday />, '/');
    expect(await screen.findByText('今天的课已经上完了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看本周课表' }).getAttribute('href')).toMatch(/teaweekschedule\/index$/);
  });

  it('says when there is no class today', async () => {
    serveCalls({ '/timetable/api/day': () => dayOf('2026-11-25') });
    renderPage(<HomeToday />, '/');
    expect(await screen.findByText('今天没有课')).toBeTruthy();
  });
});
