import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TFreeRooms } from '../../contract';
import zh from '../../i18n/zh.json';
import { FreeRoomsPage, periodsText } from './free-rooms';
import { roomDayOf } from './test-fixtures';

/** A fake server freeing rooms the way the real one does, from the fixture's day. */
function serveFree() {
  return serveCalls({
    '/timetable/api/free-rooms': ({ periods, building, date }) => {
      const day = roomDayOf({ date: date ? String(date) : '2026-11-24' });
      const asked = periods ? String(periods).split(',').flatMap((p) => { const [a, b = a] = p.split('-').map(Number); return Array.from({ length: b! - a! + 1 }, (_, i) => a! + i); }) : [3];
      const rooms = day.rooms.filter((r) => (!building || r.building === building) && asked.every((n) => r.busy[n - 1] === '')).map(({ busy: _busy, ...r }) => r);
      const answer: TFreeRooms = { ...day, periodsAsked: asked, rooms };
      return answer;
    },
  });
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the free classroom page', () => {
  it('joins periods into runs', () => {
    expect(periodsText([3, 1, 2, 5])).toBe('1-3,5');
    expect(periodsText([4])).toBe('4');
  });

  it('answers the rooms free now, then in the picked periods and building', async () => {
    const asked = serveFree();
    renderPage(<FreeRoomsPage />, '/freeclassroom/index');
    expect(await screen.findByText('第3节空闲教室 2 间')).toBeTruthy();
    expect(screen.getByText('A101')).toBeTruthy();
    expect(screen.queryByText('A102')).toBeNull();
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(await screen.findByText('第5节空闲教室 2 间')).toBeTruthy();
    expect(screen.queryByText('A101')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '实验楼' }));
    await waitFor(() => expect(screen.queryByText('A102')).toBeNull());
    expect(screen.getByText('S101')).toBeTruthy();
    expect(screen.getByText('120座')).toBeTruthy();
    expect(asked.some((a) => a.input.periods === '5' && a.input.building === '实验楼')).toBe(true);
  });

  it('says when no room is free', async () => {
    serveCalls({ '/timetable/api/free-rooms': () => ({ ...roomDayOf(), periodsAsked: [1], rooms: [] }) });
    renderPage(<FreeRoomsPage />, '/freeclassroom/index');
    expect(await screen.findByText('暂无空闲教室')).toBeTruthy();
  });
});
