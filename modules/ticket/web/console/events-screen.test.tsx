import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';
import { serveCalls } from '../test-fixtures';

/** antd spaces out two-character button labels outside the console frame. */
const SAVE = /^保\s?存$/;

const counts = { capacity: 500, won: 120, pending: 0, waiting: 0, checked: 3, cancelled: 1, subscribers: 40, zones: [] };
const managed = {
  id: 'e1',
  itemId: 'i1',
  title: '元旦晚会',
  place: '大礼堂',
  startsAt: 1_790_900_000,
  endsAt: 1_790_910_000,
  organizer: '团委',
  published: true,
  mode: 'grab',
  opensAt: 1_790_000_000,
  closesAt: 1_790_600_000,
  counts,
  created: 1_789_000_000,
};

let EventsScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'ticket', zh, true, true);
  // The console's own strings register when its modules load: after i18n is set up.
  EventsScreen = (await import('./events-screen')).default;
});

describe('活动管理', () => {
  it('lists the events with what they gave out, and creates one with the engine’s rules', async () => {
    const asked = serveCalls({
      '/ticket/api/manage/events': () => ({ list: [managed], total: 1 }),
      '/ticket/api/manage/audience': () => ({ departments: [], classes: [], roles: [] }),
      '/ticket/api/manage/event/save': () => ({ id: 'e2' }),
    });
    renderScreen(<EventsScreen />);
    expect(await screen.findByText('元旦晚会')).toBeTruthy();
    expect(screen.getByText('120 / 500')).toBeTruthy();
    expect(screen.getByText('共 1 个活动')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新建活动/ }));
    fireEvent.change(await screen.findByLabelText('活动名称'), { target: { value: '新年音乐会' } });
    fireEvent.change(screen.getByLabelText('活动地点'), { target: { value: '音乐厅' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(asked.some((a) => a.path === '/ticket/api/manage/event/save')).toBe(true));
    const sent = asked.find((a) => a.path === '/ticket/api/manage/event/save')!.input as {
      title: string;
      startsAt: number;
      endsAt: number;
      settings: Record<string, unknown>;
    };
    expect(sent).toMatchObject({ title: '新年音乐会', place: '音乐厅', published: false });
    expect(sent.endsAt).toBeGreaterThan(sent.startsAt);
    expect(sent.settings).toMatchObject({
      mode: 'grab',
      zones: [{ key: 'main', name: '全场', capacity: 500 }],
      drawAt: 0,
      limit: 1,
      captcha: true,
      waitlist: false,
      audience: { all: true, departments: [], classes: [], roles: [], people: [] },
      prerequisite: '',
    });
    expect(sent.settings.closesAt as number).toBeGreaterThan(sent.settings.opensAt as number);
  });
});
