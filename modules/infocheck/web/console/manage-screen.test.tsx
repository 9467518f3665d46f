import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';

const permissions = vi.hoisted(() => ({ datasets: true }));
vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: (app: string, module?: string) => app === 'admin' && module === 'datasets' && permissions.datasets }) }));

const CAMPAIGN = { id: 'c1', name: '2026年秋季学生信息核对', opens: '2026-09-01', closes: '2026-09-30', editable: ['phone', 'address'], isOpen: true };

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'infocheck', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
  // The screen's first import brings antd: slow on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

describe('the record check settings page', () => {
  it('shows the current campaign and saves its changes; the records’ tabs need the datasets permission', async () => {
    permissions.datasets = false;
    const asked = serveCalls({ '/infocheck/api/campaign': () => ({ campaign: CAMPAIGN }), '/infocheck/api/campaign/save': (input) => ({ ...CAMPAIGN, ...input }) });
    renderScreen(<ManageScreen />);
    const name = await screen.findByDisplayValue('2026年秋季学生信息核对');
    expect(screen.getByText('进行中')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '手机号' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '民族' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: '学号' })).toBeNull();
    expect(screen.getByText(/需要“数据集”管理权限/)).toBeTruthy();
    fireEvent.change(name, { target: { value: '2026年秋季核对（延期）' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(asked.find((a) => a.path === '/infocheck/api/campaign/save')?.input).toMatchObject({ id: 'c1', name: '2026年秋季核对（延期）', opens: '2026-09-01' }));
  }, 30_000);
});
