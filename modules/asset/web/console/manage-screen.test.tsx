import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { asset } from '../pages/test-data';

const permissions = vi.hoisted(() => ({ datasets: true }));
vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: (app: string, module?: string) => app === 'admin' && module === 'datasets' && permissions.datasets }) }));

const PAGE = {
  list: [asset('ZCN-2023-0001', '台式计算机'), asset('ZCN-2023-0011', '服务器', { custodian: 'admin', mine: false, price: 46800, status: '维修' })],
  total: 2,
  value: 52099,
  departments: ['计算机学院'],
  categories: ['计算机设备'],
  updatedAt: 1_790_000_000,
  failed: false,
};

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'asset', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
  // antd's first import is slow on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

describe('the asset console page', () => {
  it("shows the manager's department assets with their value, and the register's loads", async () => {
    permissions.datasets = true;
    const asked = serveCalls({
      '/asset/api/department': () => PAGE,
      '/datasets/api/status': () => ({ kind: 'asset.items', title: '固定资产', owner: 'asset', personal: true, columns: [], version: 1, updatedAt: 1_790_000_000, source: 'upload', rows: 24, lastFailure: null }),
      '/datasets/api/loads': () => ({ list: [] }),
    });
    renderScreen(<ManageScreen />);
    expect(await screen.findByText('服务器')).toBeTruthy();
    expect(screen.getByText('共 2 件，总值 ¥52,099.00')).toBeTruthy();
    expect(screen.getByText('¥46,800.00')).toBeTruthy();
    expect(asked.some((a) => a.path === '/asset/api/department')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: '数据导入' }));
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '数据接入' })).toBeTruthy();
  }, 30_000);

  it('says which permission the import needs instead of showing refusals', async () => {
    permissions.datasets = false;
    serveCalls({ '/asset/api/department': () => PAGE });
    renderScreen(<ManageScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: '数据导入' }));
    expect(await screen.findByText(/需要“数据集”权限/)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '数据接入' })).toBeNull();
  }, 30_000);
});
