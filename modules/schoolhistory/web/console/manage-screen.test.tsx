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
  kind: 'schoolhistory.events',
  title: '校史大事记',
  owner: 'schoolhistory',
  personal: false,
  columns: [{ name: 'year', title: '年份', required: true }],
  version: 2,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: 15,
  lastFailure: null,
};

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'schoolhistory', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
  // The screen's first import brings antd: slow on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

describe('the school history console page', () => {
  it("renders the datasets engine's loads for the history's kind", async () => {
    permissions.datasets = true;
    const asked = serveCalls({ '/datasets/api/status': () => status, '/datasets/api/loads': () => ({ list: [] }) });
    renderScreen(<ManageScreen />);
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(asked.find((a) => a.path === '/datasets/api/status')?.input.kind).toBe('schoolhistory.events');
  });

  it('says which permission is missing instead of showing refusals', async () => {
    permissions.datasets = false;
    const asked = serveCalls({});
    renderScreen(<ManageScreen />);
    expect(await screen.findByText(/需要“数据集”管理权限/)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
