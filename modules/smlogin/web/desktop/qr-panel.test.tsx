import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { ScanLoginPanel } from './qr-panel';

const ticket = (n: number) => ({
  id: `abcdefghijklmnopqrstuvwx${n}`.slice(0, 26).replace(/[0-9]/g, 'z'),
  secret: 'k'.repeat(52),
  link: `http://localhost/site/smlogin/index?code=north.ticket${n}`,
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  expiresIn: 60,
});

type TAnswer = { e: number; m: string; d: unknown };

/**
 * The desktop's server: each create answers the next ticket; each wait the next of `waits`, and once
 * they run out it is held open, as a long poll with nothing to tell is, until `tell` answers it (or
 * the panel aborts it).
 */
function serve(waits: TAnswer[], exchange: TAnswer = { e: 0, m: '操作成功', d: {} }) {
  const asked: string[] = [];
  let made = 0;
  let held: ((a: TAnswer) => void) | undefined;
  const answer = (a: TAnswer) => Promise.resolve(new Response(JSON.stringify(a)));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      asked.push(path);
      if (path === '/smlogin/api/create') return answer({ e: 0, m: '', d: ticket(++made) });
      if (path === '/smlogin/api/exchange') return answer(exchange);
      const next = waits.shift();
      if (next) return answer(next);
      return new Promise<Response>((resolve, reject) => {
        held = (a) => resolve(new Response(JSON.stringify(a)));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }),
  );
  return { asked, tell: (a: TAnswer) => held?.(a) };
}

const status = (s: string, name = '') => ({ e: 0, m: '', d: { status: s, name } });
const qr = () => screen.findByRole('img', { name: '扫码登录二维码' });

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'smlogin', zh, true, true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the login page’s 扫码登录 panel', () => {
  it('shows a QR, then who scanned, then signs in and goes to the page that asked (this site’s path only)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/site/center/login', assign });
    const { asked, tell } = serve([status('scanned', '学生演示账号')]);
    renderPage(<ScanLoginPanel />, `/center/login?redirect_url=${encodeURIComponent('http://localhost/site/ncov/index?x=1')}`);
    expect((await qr()).getAttribute('data-link')).toBe('http://localhost/site/smlogin/index?code=north.ticket1');
    expect(await screen.findByText('已扫码（学生演示账号），请在手机上确认')).toBeTruthy();
    // The phone confirms: the next wait answers so, and the panel takes its session at once.
    tell(status('confirmed', '学生演示账号'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/site/ncov/index?x=1'));
    expect(asked.filter((p) => p === '/smlogin/api/exchange')).toHaveLength(1);
  });

  it('never leaves this site after signing in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/site/center/login', assign });
    serve([status('confirmed', '学生演示账号')]);
    renderPage(<ScanLoginPanel />, `/center/login?redirect_url=${encodeURIComponent('https://evil.example/site/')}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/site/'));
  });

  it('says when the phone cancelled, and makes a new code on 刷新二维码', async () => {
    const { asked } = serve([status('cancelled', '教师演示账号')]);
    renderPage(<ScanLoginPanel />, '/center/login');
    expect(await screen.findByText('已取消登录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刷新二维码' }));
    await waitFor(async () => expect((await qr()).getAttribute('data-link')).toContain('ticket2'));
    expect(asked.filter((p) => p === '/smlogin/api/create')).toHaveLength(2);
    expect(await screen.findByText('等待扫码：请用已登录的手机扫描二维码')).toBeTruthy();
  });

  it('replaces an expired code by a new one without being asked', async () => {
    serve([status('expired')]);
    renderPage(<ScanLoginPanel />, '/center/login');
    await waitFor(async () => expect((await qr()).getAttribute('data-link')).toContain('ticket2'));
    expect(screen.queryByRole('button', { name: '刷新二维码' })).toBeNull();
  });

  it('shows a refusal in the server’s words, with a way to start again', async () => {
    serve([{ e: 1, m: '登录请求无效，请刷新二维码', d: {} }]);
    renderPage(<ScanLoginPanel />, '/center/login');
    expect(await screen.findByText('登录请求无效，请刷新二维码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeTruthy();
  });
});
