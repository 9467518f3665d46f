import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';

const permissions = vi.hoisted(() => ({ datasets: true }));
vi.mock('@quad/platform/shell/use-session', () => ({
  useSession: () => ({ allowed: (app: string, module?: string) => app === 'admin' && module === 'datasets' && permissions.datasets }),
}));

const status = {
  kind: 'library.loans',
  title: '图书馆·当前借阅',
  owner: 'library',
  personal: true,
  columns: [{ name: 'reader', title: '学工号', required: true }],
  version: 3,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: 187,
  lastFailure: null,
};

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'library', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
  // The first import of antd takes a while on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

const settings = { baseUrl: 'https://lib.example.edu.cn/quad', token: '******', renewEnabled: true, maxRenewals: 2, demo: false };

describe('the library console page', () => {
  it('shows the renewal interface with the token kept hidden, and sends the mask back to keep it', async () => {
    const asked = serveCalls({ '/library/api/settings': () => settings, '/library/api/settings/save': () => ({ saved: true }) });
    renderScreen(<ManageScreen />);
    expect(await screen.findByDisplayValue('https://lib.example.edu.cn/quad')).toBeTruthy();
    expect(screen.getByPlaceholderText('已保存（不显示），留空则保留')).toBeTruthy();
    expect(screen.getByText(/POST \{接口地址\}\/renew/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(asked.some((a) => a.path === '/library/api/settings/save')).toBe(true));
    expect(asked.find((a) => a.path === '/library/api/settings/save')!.input).toMatchObject({
      baseUrl: 'https://lib.example.edu.cn/quad',
      token: '******',
      renewEnabled: 'true',
      maxRenewals: '2',
    });
  }, 30_000);

  it('opens each dataset with the engine’s loads and connector', async () => {
    permissions.datasets = true;
    const asked = serveCalls({
      '/library/api/settings': () => settings,
      '/datasets/api/status': () => status,
      '/datasets/api/loads': () => ({ list: [] }),
      '/datasets/api/connector': () => ({ connector: null }),
    });
    renderScreen(<ManageScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: '当前借阅' }));
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(screen.getByText('187')).toBeTruthy();
    expect(asked.find((a) => a.path === '/datasets/api/status')?.input.kind).toBe('library.loans');
  });

  it('says which permission is missing instead of showing refusals', async () => {
    permissions.datasets = false;
    serveCalls({ '/library/api/settings': () => settings });
    renderScreen(<ManageScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: '预约' }));
    expect(await screen.findByText(/需要“数据集”权限/)).toBeTruthy();
  });
});
