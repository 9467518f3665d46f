import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, ComponentType } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { instanceAt, type TSent } from '../flow-test-kit';

const task = {
  id: 't1',
  instanceId: 'i1',
  app: 'leave',
  title: '李同学的请假申请',
  applicant: '李同学',
  step: '辅导员审批',
  status: 'pending',
  created: 1_790_000_000,
  decided: 0,
  deadline: 0,
};

/** A fake server: my backlog of one app, the instance, and a refused approval (someone decided first). */
function serve() {
  const sent: TSent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      sent.push({
        path: address.pathname,
        body:
          typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : Object.fromEntries(address.searchParams),
      });
      const answer = (d: unknown, e = 0, m = '') => new Response(JSON.stringify({ e, m, d }));
      if (address.pathname.endsWith('/tasks/backlog')) return answer({ list: [task], total: 1 });
      if (address.pathname.endsWith('/tasks/done')) return answer({ list: [], total: 0 });
      if (address.pathname.endsWith('/instance/detail')) return answer(instanceAt());
      return answer({}, 1, '已被他人处理');
    }),
  );
  return sent;
}

let ApprovalDesk: ComponentType<ComponentProps<typeof import('./approval-desk').ApprovalDesk>>;

beforeAll(async () => {
  // The console's strings join i18n as their module loads: set up first, then the desk.
  setupI18n('zh');
  ApprovalDesk = (await import('./approval-desk')).ApprovalDesk;
  await loadRegisteredTranslations();
});

it("lists my backlog of the app, opens a request in the drawer with the area's values, and shows a refusal", async () => {
  const sent = serve();
  // Outside the console frame antd spaces two-character buttons (同 意).
  renderScreen(<ApprovalDesk app="leave" renderValues={(instance) => <p>请假{String(instance.values.days)}天</p>} />);
  fireEvent.click(await screen.findByRole('button', { name: '办理 李同学的请假申请' }));
  expect(sent.find((s) => s.path.endsWith('/tasks/backlog'))?.body).toMatchObject({ app: 'leave', page: '1' });

  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('请假3天')).toBeTruthy();
  expect(within(drawer).getByRole('heading', { name: '审批流程' })).toBeTruthy();
  fireEvent.click(within(drawer).getByRole('button', { name: /^同 ?意$/ }));
  expect(await screen.findByRole('textbox', { name: '审批意见（选填）' })).toBeTruthy();
  fireEvent.click(screen.getAllByRole('button', { name: /^确 ?定$/ }).at(-1)!);
  expect(await screen.findByText('已被他人处理')).toBeTruthy();
  await waitFor(() => expect(sent.filter((s) => s.path.endsWith('/task/approve'))).toHaveLength(1));
}, 30_000);
