import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';

const permissions = vi.hoisted(() => ({ datasets: true }));
vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: (app: string, module?: string) => app === 'admin' && module === 'datasets' && permissions.datasets }) }));

const status = {
  kind: 'shuttlebus.departures',
  title: '校车时刻表',
  owner: 'shuttlebus',
  personal: false,
  columns: [{ name: 'route', title: '线路', required: true }],
  version: 2,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: 187,
  lastFailure: null,
};

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'shuttlebus', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
  // antd's first import is slow on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

describe('the shuttle console page', () => {
  it("renders the datasets engine's loads for the timetable, with the calendar beside it", async () => {
    permissions.datasets = true;
    const asked = serveCalls({ '/datasets/api/status': () => status, '/datasets/api/loads': () => ({ list: [] }), '/datasets/api/connector': () => ({ connector: null }) });
    renderScreen(<ManageScreen />);
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(screen.getByText('187')).toBeTruthy();
    expect(screen.getByText(/上传 Excel 或 CSV 文件更新校车时刻表/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '节假日安排' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '数据接入' })).toBeTruthy();
    expect(asked.find((a) => a.path === '/datasets/api/status')?.input.kind).toBe('shuttlebus.departures');
  }, 30_000);

  it('says which permission is missing instead of showing refusals', async () => {
    permissions.datasets = false;
    const asked = serveCalls({});
    renderScreen(<ManageScreen />);
    expect(await screen.findByText(/需要“数据集”权限/)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
