import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { ResetPasswordPage } from './reset-password';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));

/** The server: answers in turn per path; records what was posted to each. */
function serve(answers: Record<string, unknown[]>) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const raw = String(init?.body ?? '');
      posted.push({
        path,
        body: raw.startsWith('{') ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(raw)),
      });
      return new Response(JSON.stringify(answers[path]?.shift()));
    }),
  );
  return posted;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'polymerization', zh, true, true);
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/polymerization/resetPassword']}>
        <ResetPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('polymerization/resetPassword', () => {
  it('asks for the account before sending, sends to the channel chosen, shows the server’s words, then says every device is signed out', async () => {
    const posted = serve({
      '/polymerization/api/reset/send-code': [{ e: 0, m: '操作成功', d: { expires_in: 300, resend_in: 60 } }],
      '/polymerization/api/reset/confirm': [
        { e: 1, m: '验证码错误或已失效，请重新获取', d: {} },
        { e: 0, m: '操作成功', d: {} },
      ],
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先填写账号')).toBeTruthy();
    expect(posted).toEqual([]);

    type(/^账号/, 'teacher');
    fireEvent.click(screen.getByLabelText(/邮箱/));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
    expect(posted[0]).toEqual({ path: '/polymerization/api/reset/send-code', body: { account: 'teacher', channel: 'email' } });
    expect(screen.getByText('若该账号已填写邮箱，验证码将发送到该邮箱，5分钟内有效。')).toBeTruthy();

    type(/^验证码/, '123456');
    type(/^新密码/, 'Spring2031');
    type(/^确认新密码/, 'Spring2032');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('确认新密码与新密码不一致')).toBeTruthy();
    expect(posted).toHaveLength(1);

    type(/^确认新密码/, 'Spring2031');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('验证码错误或已失效，请重新获取')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('密码已重置，所有设备上的登录已退出'));
    expect(posted.at(-1)?.body).toMatchObject({
      account: 'teacher',
      code: '123456',
      new_password: 'Spring2031',
      new_password2: 'Spring2031',
    });
  });
});
