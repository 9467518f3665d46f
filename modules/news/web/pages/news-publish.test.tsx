import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { NewsPublishPage } from './news-publish';

// Who is signed in is the only thing these tests vary: a writer (`news`) or a publisher (`news` › `publish`).
const session = vi.hoisted(() => ({ publisher: false }));
vi.mock('@quad/platform/shell/use-session', () => ({
  useSession: () => ({ allowed: (app: string, module?: string) => app === 'news' && (module !== 'publish' || session.publisher) }),
}));

const draft = { id: 'a1', channel: 'news', title: '草稿一篇', status: 'draft', publishAt: 0, views: 0, updated: 1, author: '王老师', mine: true, reviewNote: '' };

/** A fake server answering the manage calls by path; answers what was posted, in order. */
function serve() {
  const posted: string[] = [];
  const answers: Record<string, unknown> = {
    '/news/wap/manage/channels': { list: [{ key: 'news', name: '学校新闻', sort: 0, hidden: false }] },
    '/news/wap/manage/list': { list: [draft], total: 1 },
    '/news/wap/manage/save': { id: 'a2' },
    '/news/wap/manage/submit': {},
    '/news/wap/manage/publish': { status: 'published', publishAt: 0 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (init?.method === 'POST') posted.push(path);
      return new Response(JSON.stringify({ e: 0, m: '操作成功', d: answers[path] ?? {} }));
    }),
  );
  return posted;
}

function open() {
  render(
    <QueryClientProvider client={queryClient}>
      <NewsPublishPage />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'news', zh, true, true);
});

describe('news/publish on the phone', () => {
  it('lets a writer submit for review, with no schedule, no publishing and no new channels', async () => {
    session.publisher = false;
    const posted = serve();
    open();
    const submit = await screen.findByRole('button', { name: '提交审核' });
    expect(screen.queryByText('定时发布（不填则立即发布）')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即发布' })).toBeNull();
    expect(screen.queryByText('新建频道')).toBeNull();
    // The draft in my list offers submitting, not publishing.
    expect(await screen.findByText('草稿一篇')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的文章' })).toBeTruthy();
    // The file pickers are named for what they take, in the portal's words.
    expect(screen.getByLabelText('封面图片')).toHaveProperty('type', 'file');
    expect(screen.getAllByText('选择文件…')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();

    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '新学期寄语' } });
    fireEvent.click(submit);
    await waitFor(() => expect(posted).toEqual(['/news/wap/manage/save', '/news/wap/manage/submit']));
    expect(await screen.findByText('已提交审核')).toBeTruthy();
  });

  it('lets a publisher publish now or at a time', async () => {
    session.publisher = true;
    const posted = serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: '立即发布' }));
    expect(screen.getByText('定时发布（不填则立即发布）')).toBeTruthy();
    await waitFor(() => expect(posted).toEqual(['/news/wap/manage/save', '/news/wap/manage/publish']));
    expect(await screen.findByText('已发布')).toBeTruthy();
  });
});
