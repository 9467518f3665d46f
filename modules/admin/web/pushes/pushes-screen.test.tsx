import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

const given = {
  id: 'p1',
  realname: '李同学',
  corp_userid: 'lisi',
  title: '停水通知',
  status: 'failed',
  attempts: 6,
  last_error: 'errcode 60020: not allow to access from your ip',
  created: 1_790_000_000,
  due: 1_790_000_000,
};
const sent = { ...given, id: 'p2', realname: '', corp_userid: 'gone', title: '开学典礼', status: 'sent', attempts: 1, last_error: '' };

/** A fake server: the push log (filtered by status as the server does) and the retry call. */
function serve() {
  const retried: unknown[] = [];
  const log = [given, sent];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://localhost');
      if (u.pathname.endsWith('/pushes/retry')) {
        retried.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
        return new Response(JSON.stringify({ e: 0, m: '操作成功', d: { requeued: 1 } }));
      }
      const status = u.searchParams.get('status');
      const list = log.filter((p) => !status || p.status === status);
      return new Response(JSON.stringify({ e: 0, m: '', d: { list, total: list.length } }));
    }),
  );
  return retried;
}

let PushesScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'admin', zh, true, true);
  PushesScreen = (await import('./pushes-screen')).default;
});

describe('企业微信推送 in the console', () => {
  it('shows who got what and why a push was given up, and sends a given-up one again', async () => {
    const retried = serve();
    renderScreen(<PushesScreen />);
    expect(await screen.findByText('停水通知')).toBeTruthy();
    expect(screen.getByText('errcode 60020: not allow to access from your ip')).toBeTruthy();
    expect(screen.getByText('李同学')).toBeTruthy();
    // Someone removed since still shows, under their messaging-app id.
    expect(screen.getByText('已注销用户')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    // Only the given-up push offers sending again.
    expect(screen.getAllByRole('button', { name: /^重新推送 / })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '重新推送 停水通知' }));
    await waitFor(() => expect(retried).toEqual([{ id: 'p1' }]));
    expect(await screen.findByText('已重新排队 1 条')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '已推送' }));
    await waitFor(() => expect(screen.queryByText('停水通知')).toBeNull());
    expect(screen.getByText('开学典礼')).toBeTruthy();
  }, 30_000);
});
