import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';

const CALENDAR = {
  terms: [{ name: '2026-2027学年第一学期', start: '2026-10-19', weeks: 18 }],
  periods: [
    { start: '08:00', end: '08:45' },
    { start: '08:55', end: '09:40' },
  ],
};

let CalendarScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  CalendarScreen = (await import('./calendar-screen')).default;
  await loadRegisteredTranslations();
}, 30_000);
beforeEach(() => queryClient.clear());

describe('the term calendar console page', () => {
  it('shows the terms and period times and saves them whole', async () => {
    const asked = serveCalls({ '/timetable/api/manage/calendar': () => CALENDAR, '/timetable/api/manage/calendar/save': (input) => input });
    renderScreen(<CalendarScreen />);
    expect(await screen.findByDisplayValue('2026-2027学年第一学期')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-10-19')).toBeTruthy();
    expect((screen.getByLabelText('第2节结束时间') as HTMLInputElement).value).toBe('09:40');
    fireEvent.change(screen.getByLabelText('第2节结束时间'), { target: { value: '09:45' } });
    fireEvent.click(screen.getByRole('button', { name: '保存校历' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/timetable/api/manage/calendar/save')).toBe(true));
    const saved = asked.find((a) => a.path === '/timetable/api/manage/calendar/save')!.input;
    expect(saved).toEqual({ terms: CALENDAR.terms, periods: [CALENDAR.periods[0], { start: '08:55', end: '09:45' }] });
  }, 30_000);
});
