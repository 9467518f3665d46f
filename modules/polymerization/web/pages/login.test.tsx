import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@quad/platform/shell/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { goTo } from './go-to';
import { LoginPage } from './login';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));
// A new session is a full page load: recorded here instead of leaving the test's page.
vi.mock('./go-to', () => ({ goTo: vi.fn() }));

function serve(answers: Record<string, unknown[]>) {
  const posted: { path: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      posted.push({ path, body: String(init?.body ?? '') });
      return new Response(JSON.stringify(answers[path]?.shift() ?? { e: 0, m: '操作成功', d: {} }));
    }),
  );
  return posted;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'polymerization', zh, true, true);
});
afterEach(() => vi.mocked(goTo).mockClear());

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('polymerization/login', () => {
  it('checks the number before sending, shows a wrong code’s refusal, then signs in and goes back', async () => {
    const posted = serve({
      '/polymerization/api/login/code': [{ e: 0, m: '操作成功', d: { expires_in: 300, resend_in: 60 } }],
      '/polymerization/api/login': [
        { e: 1, m: '验证码错误或已失效，请重新获取', d: {} },
        { e: 0, m: '操作成功', d: {} },
      ],
    });
    renderAt('/polymerization/login?redirect=%2Fsite%2Fnews%2Findex');
    type(/^手机号/, '12345');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请填写正确的11位手机号')).toBeTruthy();
    expect(posted).toEqual([]);

    type(/^手机号/, ' 13800000001 ');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
    expect(posted[0]).toMatchObject({ path: '/polymerization/api/login/code' });
    expect(posted[0].body).toBe('phone=13800000001');

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请填写验证码')).toBeTruthy();
    type(/^验证码/, '111111');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误或已失效，请重新获取')).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();

    type(/^验证码/, '654321');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/site/news/index'));
    expect(posted.at(-1)?.path).toBe('/polymerization/api/login');
    expect(posted.at(-1)?.body).toContain('654321');
  });

  it('sends a first or reset password to be changed first', async () => {
    serve({ '/polymerization/api/login': [{ e: 0, m: '操作成功', d: { must_change_password: true } }] });
    renderAt('/polymerization/login');
    type(/^手机号/, '13800000001');
    type(/^验证码/, '654321');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(expect.stringMatching(/center\/password\?redirect=/)));
  });

  it('leads to the password sign-in and the reset', () => {
    serve({});
    renderAt('/polymerization/login');
    expect(screen.getByRole('link', { name: '账号密码登录' }).getAttribute('href')).toContain('center/login');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toContain('polymerization/resetPassword');
  });
});
