import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';
import { ScanConfirmPage, ScanConfirmV2Page } from './scan-confirm';
import { ScanCancelPage, ScanSuccessPage } from './scan-result';

const DETAILS = { browser: 'Chrome 126', os: 'Windows 10/11', ip: '10.1.2.3', created: 1_750_000_000 };

/** The phone's calls answer from `answers` by path (each answer used once, the last one kept); records what was posted. */
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

/** The phone pages under both route names, as the registry mounts them. */
function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: 'smlogin/index', element: <ScanConfirmPage /> },
      { path: 'smlogin/success', element: <ScanSuccessPage /> },
      { path: 'smlogin/cancel', element: <ScanCancelPage /> },
      { path: 'smloginV2/index', element: <ScanConfirmV2Page /> },
      { path: 'smloginV2/success', element: <ScanSuccessPage /> },
      { path: 'smloginV2/cancel', element: <ScanCancelPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'smlogin', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('the phone’s scan-to-login page', () => {
  it('says which computer asks, and on 确认登录 goes to 已在电脑上登录', async () => {
    const posted = serve({ '/smlogin/wap/scan': [{ e: 0, m: '', d: DETAILS }], '/smlogin/wap/confirm': [{ e: 0, m: '', d: {} }] });
    open('/smlogin/index?code=north.abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { name: '电脑端登录确认' })).toBeTruthy();
    expect(screen.getByText('Chrome 126 / Windows 10/11')).toBeTruthy();
    expect(screen.getByText('10.1.2.3')).toBeTruthy();
    expect(screen.getByText('请求时间')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByRole('heading', { name: '已在电脑上登录' })).toBeTruthy();
    expect(posted.filter((p) => p.startsWith('/smlogin/wap/confirm'))).toHaveLength(1);
    expect(posted[0]).toContain('north.abcdefghijklmnopqrstuvwxyz');
  });

  it('on 取消 goes to 已取消登录, under the V2 name it came by', async () => {
    serve({ '/smlogin/wap/scan': [{ e: 0, m: '', d: DETAILS }], '/smlogin/wap/cancel': [{ e: 0, m: '', d: {} }] });
    const router = open('/smloginV2/index?code=north.abcdefghijklmnopqrstuvwxyz');
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(await screen.findByRole('heading', { name: '已取消登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/smloginV2/cancel');
  });

  it('shows the server’s refusal of the code (another school’s, expired) instead of the buttons', async () => {
    serve({ '/smlogin/wap/scan': [{ e: 1, m: '该二维码不是本校的登录码', d: {} }] });
    open('/smlogin/index?code=south.abcdefghijklmnopqrstuvwxyz');
    expect((await screen.findByRole('alert')).textContent).toContain('该二维码不是本校的登录码');
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });

  it('keeps the page when the confirmation is refused, saying why', async () => {
    serve({ '/smlogin/wap/scan': [{ e: 0, m: '', d: DETAILS }], '/smlogin/wap/confirm': [{ e: 1, m: '二维码已过期，请在电脑上刷新后重新扫描', d: {} }] });
    open('/smlogin/index?code=north.abcdefghijklmnopqrstuvwxyz');
    fireEvent.click(await screen.findByRole('button', { name: '确认登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('二维码已过期，请在电脑上刷新后重新扫描');
    expect(screen.getByRole('heading', { name: '电脑端登录确认' })).toBeTruthy();
  });

  it('asks nothing without a code', async () => {
    const posted = serve({});
    open('/smlogin/index');
    expect(await screen.findByText('没有找到登录二维码，请重新扫描')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
