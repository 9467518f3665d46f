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
  kind: 'officetel.directory',
  title: '校园电话簿',
  owner: 'officetel',
  personal: false,
  columns: [{ name: 'unit', title: '单位', required: true }],
  version: 4,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: 321,
  lastFailure: null,
};

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'officetel', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the phone book console page', () => {
  it("renders the datasets engine's loads for the phone book's kind", async () => {
    permissions.datasets = true;
    const asked = serveCalls({ '/datasets/api/status': () => status, '/datasets/api/loads': () => ({ list: [] }) });
    renderScreen(<ManageScreen />);
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByText(/上传 Excel 或 CSV 文件更新校园电话簿/)).toBeTruthy();
    expect(asked.find((a) => a.path === '/datasets/api/status')?.input.kind).toBe('officetel.directory');
  });

  it('says which permission is missing instead of showing refusals', async () => {
    permissions.datasets = false;
    const asked = serveCalls({});
    renderScreen(<ManageScreen />);
    expect(await screen.findByText(/需要“数据集”权限/)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
