import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@quad/platform/shell/dialogs';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { RoleViewPage } from './role-view-page';
import { refreshViews } from '../calls/get-view-summary';

vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), alert: vi.fn(async () => {}), confirm: vi.fn(async () => true), closePopups: vi.fn(), POPUP_MS: 1500 }));

type TAsked = { path: string; query: URLSearchParams; body: Record<string, unknown> };

const summary = (reported: number, rows: unknown[]) => ({
  kind: 'daily',
  day: '2026-11-22',
  deadline: '14:00',
  totals: { audience: 3, reported, missing: 3 - reported, abnormal: 1, late: 0 },
  rows,
});
const department = { id: 'd1', name: '计算机学院', kind: 'department', audience: 3, reported: 1, missing: 2, abnormal: 1 };
const klass = { id: 'c1', name: '计科2101', kind: 'class', audience: 3, reported: 1, missing: 2, abnormal: 1 };
const missing = [{ uid: 'u2', realname: '李四', number: '2021002', deptName: '计算机学院', className: '计科2101', reportedAt: 0, abnormal: [], answerId: '' }];

/** A fake server answering by path; `summaries` are answered in turn (the last one again and again). */
function serve(summaries: unknown[], refuse = false) {
  const asked: TAsked[] = [];
  let nth = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      asked.push({ path: address.pathname, query: address.searchParams, body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {} });
      const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '', d }));
      if (refuse) return new Response(JSON.stringify({ e: 10003, m: '无权查看', d: {} }));
      if (address.pathname.endsWith('/summary')) return ok(summaries[Math.min(nth++, summaries.length - 1)]);
      if (address.pathname.endsWith('/people')) return ok({ total: missing.length, list: missing });
      if (address.pathname.endsWith('/remind')) return ok({ sent: 1, skipped: 0 });
      return ok({ total: 0, list: [] });
    }),
  );
  return asked;
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RoleViewPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The number on a count card. */
const count = (label: string) => within(screen.getByLabelText('上报人数')).getByText(label).previousElementSibling?.textContent;

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'health', zh, true, true);
});

describe('role page', () => {
  it('shows the counts of its group and role, and a new report changes them', async () => {
    const asked = serve([summary(1, [klass]), summary(2, [{ ...klass, reported: 2, missing: 1 }])]);
    open('/epideState/instructor');
    await screen.findByText('计科2101');
    expect(count('已报')).toBe('1');
    expect(count('未报')).toBe('2');
    expect(asked[0]?.query.get('group')).toBe('epideState');
    expect(asked[0]?.query.get('role')).toBe('instructor');
    await refreshViews();
    await waitFor(() => expect(count('已报')).toBe('2'));
    expect(screen.getByRole('progressbar', { name: '计科2101上报进度' }).getAttribute('aria-valuenow')).toBe('67');
  });

  it('reminds everyone missing with one tap and says what the server did', async () => {
    const asked = serve([summary(1, [klass])]);
    open('/epideState/instructor');
    expect(await screen.findByText('李四')).toBeTruthy();
    fireEvent.click(screen.getByText('一键提醒'));
    await waitFor(() => expect(asked.some((a) => a.path.endsWith('/remind'))).toBe(true));
    // No names: everyone of the instructor's classes who has not reported.
    const sent = asked.find((a) => a.path.endsWith('/remind'))?.body;
    expect(sent).toMatchObject({ group: 'epideState', role: 'instructor', uids: [] });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.stringContaining('已提醒 1 人，跳过 0 人'), 2500));
    fireEvent.click(screen.getByLabelText('提醒李四'));
    expect(await screen.findByText('已提醒')).toBeTruthy();
    expect(asked.filter((a) => a.path.endsWith('/remind')).at(-1)?.body.uids).toEqual(['u2']);
  });

  it('drills into a department on the graded page and comes back by the breadcrumb', async () => {
    const asked = serve([summary(1, [department]), summary(1, [klass])]);
    const router = open('/epideState/fenji');
    fireEvent.click(await screen.findByText('计算机学院'));
    await screen.findByText('计科2101');
    expect(asked.filter((a) => a.path.endsWith('/summary')).at(-1)?.query.get('dept')).toBe('d1');
    expect(router.state.location.search).toContain('dept=d1');
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(router.state.location.search).not.toContain('dept='));
  });

  it('says 无权查看 with a way back to someone without the role', async () => {
    serve([], true);
    open('/epideState/manager');
    expect(await screen.findByText('无权查看')).toBeTruthy();
    expect(screen.getByText('可查看的上报类型').getAttribute('href')).toBe('/epideType/index');
  });
});
