import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { FreeNowPage, roomsNow } from './free-now';
import { RoomTablePage } from './room-table';
import { PERIODS, roomDayOf } from './test-fixtures';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the room occupancy table', () => {
  it('draws a row per room and a column per period, taken cells naming the course', async () => {
    serveCalls({ '/timetable/api/room-day': () => roomDayOf() });
    renderPage(<RoomTablePage />, '/fudanclassRoomQuery/index');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['教室', '座位', '1', '2', '3', '4', '5', '6']);
    const a102 = within(table).getByRole('row', { name: /A102/ });
    expect(within(a102).getAllByText('大学物理')).toHaveLength(2);
    expect(within(a102).getAllByText('空闲')).toHaveLength(4);
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('says when there are no rooms', async () => {
    serveCalls({ '/timetable/api/room-day': () => roomDayOf({ rooms: [], buildings: [] }) });
    renderPage(<RoomTablePage />, '/fudanclassRoomQuery/index');
    expect(await screen.findByText('暂无教室数据')).toBeTruthy();
  });
});

describe('free rooms now', () => {
  it('works out free until and free from around the period in progress', () => {
    const rooms = roomsNow(roomDayOf().rooms, PERIODS, 10 * 60 + 10);
    expect(rooms.map((r) => [r.room, r.freeNow, r.until])).toEqual([
      ['A101', true, '14:00'],
      ['A102', false, '11:40'],
      ['S101', true, ''],
    ]);
    expect(roomsNow(roomDayOf().rooms, PERIODS, 20 * 60).every((r) => r.freeNow && r.until === '')).toBe(true);
  });

  it('lists the free rooms longest free first, then the rooms in class', async () => {
    serveCalls({ '/timetable/api/room-day': () => roomDayOf() });
    renderPage(<FreeNowPage />, '/freeClassroomV3/index');
    expect(await screen.findByText('现在空闲（2）')).toBeTruthy();
    expect(screen.getByText('今天之后都空闲')).toBeTruthy();
    expect(screen.getByText('空闲至 14:00')).toBeTruthy();
    expect(screen.getByText('正在上课（1）')).toBeTruthy();
    expect(screen.getByText('11:40 后空闲')).toBeTruthy();
    const names = screen.getAllByRole('listitem').map((li) => li.querySelector('.tt-room__name')!.textContent);
    expect(names).toEqual(['S101', 'A101', 'A102']);
  });
});
