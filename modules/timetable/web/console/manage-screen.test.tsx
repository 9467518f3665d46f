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

const statusOf = (kind: string) => ({
  kind,
  title: kind,
  owner: 'timetable',
  personal: kind.endsWith('enrollments') || kind.endsWith('teaching'),
  columns: [{ name: 'section', title: '教学班号', required: true }],
  version: 2,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: kind === 'timetable.rooms' ? 80 : 67,
  lastFailure: null,
});

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'timetable', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
}, 30_000);
beforeEach(() => queryClient.clear());

describe('the timetable data console page', () => {
  it("shows a tab per dataset with the engine's loads and connector", async () => {
    permissions.datasets = true;
    const asked = serveCalls({ '/datasets/api/status': ({ kind }) => statusOf(String(kind)), '/datasets/api/loads': () => ({ list: [] }), '/datasets/api/connector': () => ({ connector: null }) });
    renderScreen(<ManageScreen />);
    expect((await screen.findAllByText('当前版本')).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: '教学班' })).toBeTruthy();
    expect(screen.getByText(/周次（如 1-16、1-8,10-16、1-15单）/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '教室' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/datasets/api/status' && a.input.kind === 'timetable.rooms')).toBe(true));
  }, 30_000);

  it('says which permission is missing instead of showing refusals', async () => {
    permissions.datasets = false;
    const asked = serveCalls({});
    renderScreen(<ManageScreen />);
    expect(await screen.findByText(/需要“数据集”权限/)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
