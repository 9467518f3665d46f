import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

const topic = (id: string, title: string, status: string) => ({
  id,
  title,
  status,
  description: '',
  cover: '',
  coverFile: '',
  pinned: false,
  review: false,
  posts: 3,
  pending: 0,
  updated: 1_790_000_000,
});

/** A fake server: the managed list, and the status and delete calls it records (the list follows them). */
function serve() {
  const posted: { path: string; body: Record<string, string> }[] = [];
  let topics = [topic('t1', '#我的校园生活#', 'open'), topic('t2', '#旧话题#', 'hidden')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path.endsWith('/manage/list')) return new Response(JSON.stringify({ e: 0, m: '', d: { list: topics, total: topics.length } }));
      const body = Object.fromEntries(new URLSearchParams(String(init?.body)));
      posted.push({ path, body });
      if (path.endsWith('/manage/status')) topics = topics.map((x) => (x.id === body.id ? { ...x, status: body.status as string } : x));
      if (path.endsWith('/manage/delete')) topics = topics.filter((x) => x.id !== body.id);
      return new Response(JSON.stringify({ e: 0, m: '操作成功', d: {} }));
    }),
  );
  return posted;
}

let TopicsScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'topic', zh, true, true);
  TopicsScreen = (await import('./topics-screen')).default;
});

describe('话题管理', () => {
  it('offers each topic the moves its state allows, and deletes only after the manager confirms', async () => {
    const posted = serve();
    renderScreen(<TopicsScreen />);
    expect(await screen.findByText('#我的校园生活#')).toBeTruthy();
    expect(screen.getByText('共 2 个')).toBeTruthy();
    // An open topic may be closed or hidden; a hidden one only opened again. (Buttons are found by
    // their labels: role queries over an antd table are slow in jsdom.)
    expect(screen.getByLabelText('关闭 #我的校园生活#')).toBeTruthy();
    expect(screen.getByLabelText('隐藏 #我的校园生活#')).toBeTruthy();
    expect(screen.queryByLabelText('关闭 #旧话题#')).toBeNull();

    fireEvent.click(screen.getByLabelText('开放 #旧话题#'));
    await waitFor(() => expect(posted).toEqual([{ path: '/topic/api/manage/status', body: { id: 't2', status: 'open' } }]));
    expect(await screen.findByText('已开放')).toBeTruthy();
    expect(await screen.findByLabelText('关闭 #旧话题#')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('删除 #我的校园生活#'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除话题“#我的校园生活#”及其全部帖子？').length).toBeGreaterThan(0);
    // Nothing is deleted before the manager confirms.
    expect(posted).toHaveLength(1);
    fireEvent.click(within(dialog).getByText('删 除'));
    await waitFor(() => expect(posted[1]).toEqual({ path: '/topic/api/manage/delete', body: { id: 't1' } }));
    await waitFor(() => expect(screen.queryByLabelText('删除 #我的校园生活#')).toBeNull());
    expect(screen.getByText('共 1 个')).toBeTruthy();
  }, 30_000);
});
