import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { loadRegisteredTranslations, registerAreaTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { translations } from '../translations';

const LEAVE = {
  key: 'leave',
  app: 'leave',
  name: '学生请假',
  version: 2,
  updated: 1_790_000_000,
  definition: {
    name: '学生请假',
    steps: [
      {
        key: 'instructor',
        name: '辅导员审批',
        kind: 'any',
        assignee: { kind: 'role', role: 'instructor', scope: 'applicant' },
        limitHours: 24,
        editable: [],
      },
    ],
  },
  versions: [
    { version: 2, name: '学生请假', savedBy: '王管理员', saved: 1_790_000_000 },
    { version: 1, name: '学生请假', savedBy: '', saved: 1_780_000_000 },
  ],
  people: [],
  fields: ['days'],
};

/** A fake server of the site's flows: none, or leave's. */
function serve(flows: (typeof LEAVE)[]) {
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      const answer = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '', d }));
      if (path.endsWith('/flows/list'))
        return answer({ list: flows.map(({ key, app, name, version, updated }) => ({ key, app, name, version, updated })) });
      if (path.endsWith('/flows/roles')) return answer({ list: [{ key: 'instructor', name: '辅导员' }] });
      return answer(flows[0]);
    }),
  );
}

let FlowsScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh');
  await registerAreaTranslations('document', translations);
  FlowsScreen = (await import('./flows-screen')).default;
  await loadRegisteredTranslations();
});

it('says where flows come from when the site has none, and offers no 新建', async () => {
  serve([]);
  renderScreen(<FlowsScreen />);
  expect(await screen.findByText(/本站还没有审批流程/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /新建/ })).toBeNull();
});

it('opens a flow in the designer with its versions', async () => {
  serve([LEAVE]);
  renderScreen(<FlowsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: '设置 学生请假' }));
  const drawer = within(await screen.findByRole('dialog'));
  expect(await drawer.findByRole('heading', { name: '第1步“辅导员审批”' })).toBeTruthy();
  expect(drawer.getByText('王管理员')).toBeTruthy();
  expect(drawer.getByText('应用自动建立')).toBeTruthy();
});
