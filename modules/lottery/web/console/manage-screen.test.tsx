import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

/** antd spaces out two-character button labels outside the console frame. */
const SAVE = /^保\s?存$/;

const managed = (published: boolean) => ({
  id: published ? 'l1' : 'l2',
  title: published ? '校庆幸运大抽奖' : '迎新抽奖',
  state: 'open',
  published,
  period: published ? 'daily' : 'once',
  opensAt: 1_790_000_000,
  closesAt: 1_790_600_000,
  prizes: 3,
  draws: published ? 42 : 0,
  winners: published ? 7 : 0,
  created: 1_789_000_000,
});

let ManageScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'lottery', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
});

describe('抽奖管理', () => {
  it('lists lotteries with their draws, publishes a draft, and creates one with prizes in ‰', async () => {
    const asked = serveCalls({
      '/lottery/api/manage/list': () => ({ list: [managed(true), managed(false)], total: 2 }),
      '/lottery/api/manage/audience': () => ({ departments: [], classes: [], roles: [] }),
      '/lottery/api/manage/publish': () => ({}),
      '/lottery/api/manage/save': () => ({ id: 'l3' }),
    });
    renderScreen(<ManageScreen />);
    const row = within((await screen.findByText('校庆幸运大抽奖')).closest('tr')!);
    expect(row.getByText('42')).toBeTruthy();
    expect(row.getByText('每人每天可抽1次')).toBeTruthy();
    expect(within(screen.getByText('迎新抽奖').closest('tr')!).getByText('未发布')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布 校庆幸运大抽奖' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发布 迎新抽奖' }));
    await waitFor(() => expect(asked.find((a) => a.path === '/lottery/api/manage/publish')?.input).toMatchObject({ id: 'l2' }));

    fireEvent.click(screen.getByRole('button', { name: /新建抽奖/ }));
    fireEvent.change(await screen.findByLabelText('抽奖标题'), { target: { value: '期末加油抽奖' } });
    fireEvent.change(screen.getByLabelText('奖项1名称'), { target: { value: '奶茶券' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(asked.some((a) => a.path === '/lottery/api/manage/save')).toBe(true));
    const sent = asked.find((a) => a.path === '/lottery/api/manage/save')!.input as Record<string, unknown> & {
      opensAt: number;
      closesAt: number;
    };
    expect(sent).toMatchObject({ title: '期末加油抽奖', period: 'once', prizes: [{ name: '奶茶券', count: 1, chance: 100 }], all: true });
    expect(sent.closesAt).toBeGreaterThan(sent.opensAt);
  });
});
