import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { LeaveIndexPage } from './leave-index';

const returned = {
  id: 'l1',
  instanceId: 'i1',
  type: 'sick',
  start: '2026-11-27',
  end: '2026-11-28',
  days: 2,
  reason: '发烧',
  destination: '',
  phone: '13800138000',
  status: 'returned',
  returned: 0,
  created: 1_790_000_000,
};

/** The leave calls, answered from `leave`; what was sent, JSON bodies parsed. */
function serveLeave(leave: typeof returned) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {} });
      if (path.endsWith('/leave/api/mine/detail')) return new Response(JSON.stringify({ e: 0, m: '', d: leave }));
      if (path.endsWith('/leave/api/mine')) return new Response(JSON.stringify({ e: 0, m: '', d: { list: [], total: 0 } }));
      return new Response(JSON.stringify({ e: 0, m: '操作成功', d: { id: 'l1', instanceId: 'i1' } }));
    }),
  );
  return sent;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'leave', zh, true, true);
});

describe('a leave request sent back for changes', () => {
  it('opens in the form as it was sent, and goes again with the changes to the same request', async () => {
    const sent = serveLeave(returned);
    renderPage(<LeaveIndexPage />, '/leave/index?revise=i1');
    const reason = await screen.findByRole('textbox', { name: '请假事由' });
    expect((reason as HTMLTextAreaElement).value).toBe('发烧');
    expect(screen.getByRole('link', { name: '查看审批进度' }).getAttribute('href')).toContain('/document/flow?id=i1');
    fireEvent.change(reason, { target: { value: '发烧，附医院证明' } });
    fireEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path.endsWith('/leave/api/revise'))?.body).toMatchObject({ instanceId: 'i1', type: 'sick', reason: '发烧，附医院证明', phone: '13800138000' }),
    );
    expect(sent.some((s) => s.path.endsWith('/leave/api/apply'))).toBe(false);
  });

  it('says so when the request no longer waits for changes', async () => {
    serveLeave({ ...returned, status: 'running' });
    renderPage(<LeaveIndexPage />, '/leave/index?revise=i1');
    expect(await screen.findByText('这条请假已不在待修改状态')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改后重新提交' })).toBeNull();
  });
});
