import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TReservationStatus } from '@quad/reservation-engine/contract';
import zh from '../../i18n/zh.json';
import { serveCalls } from '../test-fixtures';
import { SeatEventDetailPage } from './event-detail';

vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

const statusOf = (over: Partial<TReservationStatus> = {}): TReservationStatus => ({
  mode: 'grab',
  phase: 'open',
  opensAt: 1_790_000_000,
  closesAt: 1_790_600_000,
  drawAt: 0,
  grabUntil: 0,
  limit: 2,
  waitlist: false,
  captcha: false,
  capacity: 158,
  remaining: 145,
  zones: [
    { key: 'front', name: '前区', capacity: 78, remaining: 70 },
    { key: 'back', name: '后区', capacity: 80, remaining: 75 },
  ],
  mine: [],
  subscribed: false,
  barred: '',
  ...over,
});

const detailOf = (status: TReservationStatus, seats: unknown[] = []) => ({
  id: 'e1',
  title: '开学典礼',
  place: '报告厅',
  startsAt: 1_790_900_000,
  endsAt: 1_790_910_000,
  description: '请准时入场',
  status,
  seats,
});

const mySeat = { seatKey: '3-9', zone: 'front', zoneName: '前区', claimId: 'c1', state: 'won', code: 'K7QX2M9PAB', cancellable: true };

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'seat', zh, true, true);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the event detail', () => {
  it('shows the phase, the seats left per zone, my seat with its QR and code, and the way to the map', async () => {
    serveCalls({
      '/seat/api/event': () => detailOf(statusOf(), [mySeat]),
      '/seat/api/pass': () => ({ seat: mySeat, title: '开学典礼', token: 't', svg: '<svg></svg>', refreshIn: 30, code: 'K7QX2M9PAB' }),
    });
    renderPage(<SeatEventDetailPage />, '/seat/detail?id=e1');
    expect(await screen.findByText('选座中')).toBeTruthy();
    expect(screen.getByText('前区余70座 · 后区余75座')).toBeTruthy();
    expect(screen.getByRole('article', { name: '3排9号' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: '3排9号的入场二维码' })).toBeTruthy();
    expect(screen.getByText('K7QX2M9PAB')).toBeTruthy();
    expect(screen.getByRole('button', { name: '选择座位' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '帮我选座' })).toBeTruthy();
  });

  it('offers a reminder before picking opens', async () => {
    serveCalls({ '/seat/api/event': () => detailOf(statusOf({ phase: 'upcoming' })) });
    renderPage(<SeatEventDetailPage />, '/seat/detail?id=e1');
    expect(await screen.findByRole('button', { name: '订阅提醒' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '选择座位' })).toBeNull();
  });
});
