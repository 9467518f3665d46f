import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { NewsDetailPage } from './news-detail';
import { channelPage } from './news-index';

const article = {
  id: 'a1',
  channel: 'tjuNews',
  title: '运动会开幕',
  summary: '全校运动会',
  cover: '',
  coverThumb: '',
  published: 1_700_000_000,
  views: 3,
};

/** A fake server answering the news calls by path. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      const d = answers[path];
      return new Response(JSON.stringify(d === undefined ? { e: 10004, m: '文章不存在或已撤回', d: {} } : { e: 0, m: '', d }));
    }),
  );
}

function open(path: string, Page: () => React.JSX.Element) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'news', zh, true, true);
});

describe('a channel variant page', () => {
  it('says the channel has not opened when the site has no such channel', async () => {
    serve({ '/news/wap/default/list': { channel: null, list: [], total: 0 } });
    open('/tjuOfficial/index', channelPage('tjuOfficial'));
    expect(await screen.findByText('该栏目还没有开通，敬请期待')).toBeTruthy();
  });

  it("lists the channel's articles with their views", async () => {
    serve({
      '/news/wap/default/list': { channel: { key: 'tjuNews', name: '学校新闻', sort: 0, hidden: false }, list: [article], total: 1 },
    });
    open('/tjuNews/index', channelPage('tjuNews'));
    const link = await screen.findByRole('link', { name: /运动会开幕/ });
    expect(link.getAttribute('href')).toBe('/news/detail?id=a1');
    expect(link.textContent).toContain('阅读 3');
  });
});

describe('the detail page', () => {
  it('shows the sanitised body and links attachments to the attachment fetch', async () => {
    serve({
      '/news/wap/default/detail': {
        ...article,
        channelName: '学校新闻',
        author: '管理员',
        body: '<p>全校<strong>运动会</strong></p>',
        attachments: [{ file: 'f1', url: '/site/attach?file=f1', name: '赛程.pdf', size: 10, type: 'application/pdf' }],
      },
    });
    open('/news/detail?id=a1', NewsDetailPage);
    expect(await screen.findByRole('heading', { name: '运动会开幕' })).toBeTruthy();
    expect(screen.getByText('运动会', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /赛程\.pdf/ }).getAttribute('href')).toBe('/site/attach?file=f1');
    expect(screen.getByTestId('news-views').textContent).toBe('阅读 3');
  });

  it('says so when the article is gone', async () => {
    serve({});
    open('/news/detail?id=gone', NewsDetailPage);
    expect(await screen.findByText('文章不存在或已撤回')).toBeTruthy();
  });
});
