import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { toast } from '@quad/platform/shell/dialogs';
import { PasswordPage } from './password';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));

const base = { uid: 'u1', username: 'newbie1', realname: '新生甲', role: { number: '2031000001', identity: 'student' }, type: 'student' };

/** The server: who is signed in, then the change-password answers in turn; records what was posted. */
function serve(changeAnswers: unknown[]) {
  const posted: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname === '/uc/wap/user/get-info') return new Response(JSON.stringify({ e: 0, m: '操作成功', d: { base } }));
      posted.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
      return new Response(JSON.stringify(changeAnswers.shift()));
    }),
  );
  return posted;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'uc', zh, true, true);
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('center/password', () => {
  it('after a first sign-in: says why, shows the server’s words under the field, and goes back where the person was headed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/site/center/password', assign });
    const posted = serve([
      { e: 10022, m: '新密码至少8位，须同时包含字母和数字', d: { errors: { new_password: '新密码至少8位，须同时包含字母和数字' } } },
      { e: 0, m: '操作成功', d: {} },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/center/password?redirect=${encodeURIComponent('http://localhost/site/ncov/index')}`]}>
          <PasswordPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('为了账号安全，首次登录或密码被重置后，请先设置新密码。')).toBeTruthy();
    type(/^当前密码/, 'Xy7kPq2mRt');
    type(/^新密码/, 'abcdefgh');
    type(/^确认新密码/, 'abcdefgx');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('确认新密码与新密码不一致')).toBeTruthy();
    expect(posted).toEqual([]);

    type(/^确认新密码/, 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('新密码至少8位，须同时包含字母和数字')).toBeTruthy();
    type(/^新密码/, 'Spring2031');
    type(/^确认新密码/, 'Spring2031');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/site/ncov/index'));
    expect(toast).toHaveBeenCalledWith('密码已修改');
    expect(posted[1]).toEqual({ old_password: 'Xy7kPq2mRt', new_password: 'Spring2031', new_password2: 'Spring2031' });
  });
});
