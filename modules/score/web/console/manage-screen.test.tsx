import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { DEFAULT_GPA_RULES } from '../../contract';
import zh from '../../i18n/zh.json';

const permissions = vi.hoisted(() => ({ datasets: true }));
vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: (app: string, module?: string) => app === 'admin' && module === 'datasets' && permissions.datasets }) }));

const status = (kind: string) => ({
  kind,
  title: '学生成绩',
  owner: 'score',
  personal: true,
  columns: [{ name: 'student', title: '学号', required: true }],
  version: 2,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: 4321,
  lastFailure: null,
});

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'score', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('成绩管理 (score/manage)', () => {
  it('edits the GPA rules and saves them', async () => {
    const asked = serveCalls({ '/score/api/rules': () => ({ rules: DEFAULT_GPA_RULES, updatedAt: 0 }), '/score/api/rules/save': (input) => ({ rules: input, updatedAt: 1_790_000_000 }) });
    renderScreen(<ManageScreen />);
    fireEvent.click(await screen.findByLabelText(/按5分制计算/));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(asked.find((a) => a.path === '/score/api/rules/save')?.input).toEqual({ ...DEFAULT_GPA_RULES, scale: 'five' }));
  }, 30_000);

  it("shows each dataset's loads through the engine, or the missing permission", async () => {
    permissions.datasets = true;
    const asked = serveCalls({ '/score/api/rules': () => ({ rules: DEFAULT_GPA_RULES, updatedAt: 0 }), '/datasets/api/status': ({ kind }) => status(String(kind)), '/datasets/api/loads': () => ({ list: [] }), '/datasets/api/connector': () => ({ connector: null }) });
    renderScreen(<ManageScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: '学生成绩' }));
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(asked.some((a) => a.path === '/datasets/api/status' && a.input.kind === 'score.records')).toBe(true);
    permissions.datasets = false;
    queryClient.clear();
    renderScreen(<ManageScreen />);
    fireEvent.click((await screen.findAllByRole('tab', { name: '培养方案学分要求' })).at(-1)!);
    expect(await screen.findByText(/需要“数据集”权限/)).toBeTruthy();
  }, 30_000);
});
