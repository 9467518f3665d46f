import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';
import { goTo } from '../calls/sign-in';
import { CorpBindPage } from './corp-bind';
import { MinigramLoginPage } from './minigram-login';

// A new session is a full page load: recorded here instead of leaving the test's page.
vi.mock('../calls/sign-in', async (original) => ({ ...(await original<typeof import('../calls/sign-in')>()), goTo: vi.fn() }));

const TICKET = 'abcdefghijklmnopqrstuvwxyz234567';

/** The calls answer from `answers` by path (each used once, the last kept); records what was posted. */
function serve(answers: Record<string, { e: number; m: string; d: unknown }[]>) {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      posted.push(`${path} ${String(init?.body ?? '')}`);
      const queue = answers[path] ?? [{ e: 10004, m: '不存在', d: {} }];
      return new Response(JSON.stringify(queue.length > 1 ? queue.shift() : queue[0]));
    }),
  );
  return posted;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: 'corpBind/index', element: <CorpBindPage /> },
      { path: 'xidianMinigramLogin/index', element: <MinigramLoginPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'minigram', zh, true, true);
});
afterEach(() => {
  queryClient.clear();
  vi.mocked(goTo).mockClear();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the bind page', () => {
  it('sends the ticket, number and password, then goes where the server says', async () => {
    const posted = serve({ '/api/corp/bind': [{ e: 0, m: '', d: { redirect: 'http://localhost/site/news/index' } }] });
    open(`/corpBind/index?ticket=${TICKET}`);
    expect(await screen.findByRole('heading', { name: '绑定本站账号' })).toBeTruthy();
    fill('学工号', ' 2024010001 ');
    fill('密码', 'student123');
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/site/news/index'));
    const body = posted.find((p) => p.startsWith('/api/corp/bind')) ?? '';
    expect(body).toContain(TICKET);
    expect(body).toContain('2024010001');
    expect(body).not.toContain('+2024010001');
  });

  it('keeps the form and says why when the password is refused', async () => {
    serve({ '/api/corp/bind': [{ e: 1, m: '学工号或密码错误', d: {} }] });
    open(`/corpBind/index?ticket=${TICKET}`);
    fill('学工号', '2024010001');
    fill('密码', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: '绑定并登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('学工号或密码错误');
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByLabelText('学工号')).toBeTruthy();
  });

  it('binds with a code to the bound phone instead: names the phone masked, counts down, then goes where the server says', async () => {
    const posted = serve({
      '/api/corp/bind/send-code': [
        { e: 1, m: '该学工号未绑定手机号，无法发送验证码，请改用密码绑定或联系学校管理员', d: {} },
        { e: 0, m: '', d: { phone: '138****5678', expires_in: 300, resend_in: 60 } },
      ],
      '/api/corp/bind/by-code': [{ e: 0, m: '', d: { redirect: 'http://localhost/site/' } }],
    });
    open(`/corpBind/index?ticket=${TICKET}`);
    fireEvent.click(await screen.findByRole('tab', { name: '短信验证码' }));
    expect(screen.queryByLabelText('密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先填写学工号');
    expect(posted).toEqual([]);

    fill('学工号', '2024010001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该学工号未绑定手机号，无法发送验证码，请改用密码绑定或联系学校管理员');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('status')).textContent).toBe('验证码已发送至 138****5678，5分钟内有效');
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeTruthy();

    fill('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/site/'));
    const body = posted.find((p) => p.startsWith('/api/corp/bind/by-code')) ?? '';
    expect(body).toContain(TICKET);
    expect(body).toContain('654321');
    expect(posted.some((p) => p.startsWith('/api/corp/bind '))).toBe(false);
  });

  it('asks nothing without a ticket', async () => {
    const posted = serve({});
    open('/corpBind/index');
    expect(await screen.findByText('绑定请求已失效，请重新进入页面')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});

describe('the mini program sign-in page', () => {
  it('spends the ticket once and goes to the address the server answered', async () => {
    const posted = serve({ '/minigram/api/exchange': [{ e: 0, m: '', d: { redirect: 'http://localhost/site/' } }] });
    open(`/xidianMinigramLogin/index?ticket=${TICKET}&redirect=%2Fsite%2F`);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/site/'));
    expect(posted.filter((p) => p.startsWith('/minigram/api/exchange'))).toHaveLength(1);
  });

  it('shows the refusal of a used or expired ticket', async () => {
    serve({ '/minigram/api/exchange': [{ e: 1, m: '登录票据无效或已过期，请回到小程序重新进入', d: {} }] });
    open(`/xidianMinigramLogin/index?ticket=${TICKET}`);
    expect((await screen.findByRole('alert')).textContent).toContain('登录票据无效或已过期，请回到小程序重新进入');
    expect(goTo).not.toHaveBeenCalled();
  });
});
