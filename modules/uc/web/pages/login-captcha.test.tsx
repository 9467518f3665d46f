import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { siteSettingsOf } from '@quad/platform/shell/site-settings-test-kit';
import zh from '../../i18n/zh.json';
import { LoginPage } from './login';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'uc', zh, true, true);
});

const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '操作成功', d }));

/** The server: sign-in answers in turn, a slider challenge per ask, every check passes; records the sign-ins sent. */
function serve(signIns: unknown[]) {
  const sent: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/uc/wap/login/check') {
        sent.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
        return new Response(JSON.stringify(signIns.shift()));
      }
      if (path === '/api/captcha/new')
        return ok({ id: 'c1', background: 'data:image/jpeg;base64,AA==', piece: 'data:image/png;base64,AA==', y: 30, width: 320, height: 160, pieceSize: 56, expiresIn: 120 });
      if (path === '/api/captcha/check') return ok({ token: 'solved-token' });
      return ok(siteSettingsOf());
    }),
  );
  return sent;
}

describe('center/login and the slider captcha', () => {
  it('shows the slider when the server asks for it, and signs in again with its token once passed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/site/center/login', assign });
    const sent = serve([
      { e: 1, m: '请先完成滑块验证', d: { captcha: true, reason: 'captcha.required' } },
      { e: 0, m: '操作成功', d: {} },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/center/login?redirect=${encodeURIComponent('http://localhost/site/notice/index')}`]}>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入学工号或账号'), { target: { value: 'teacher' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'teacher123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请先完成滑块验证')).toBeTruthy();
    const handle = await screen.findByRole('slider', { name: /^拖动滑块完成拼图/ });
    await waitFor(() => expect(handle.hasAttribute('disabled')).toBe(false));
    expect(sent).toEqual([{ username: 'teacher', password: 'teacher123' }]);

    for (let i = 0; i < 6; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    await act(async () => void fireEvent.keyDown(handle, { key: 'Enter' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/site/notice/index'));
    expect(sent[1]).toEqual({ username: 'teacher', password: 'teacher123', captcha_token: 'solved-token' });
  });
});
