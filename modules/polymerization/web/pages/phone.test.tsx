import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { toast } from '@quad/platform/shell/dialogs';
import zh from '../../i18n/zh.json';
import { BindPhonePage, ChangePhonePage } from './phone';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));

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

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const renderAt = (page: React.ReactNode, path: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('polymerization/bindPhone', () => {
  it('checks the number before sending, shows a refusal, then binds with the code', async () => {
    const posted = serve({
      '/polymerization/api/phone/send-code': [
        { e: 1, m: '该手机号已绑定本校其他账号', d: {} },
        { e: 0, m: '操作成功', d: { expires_in: 300, resend_in: 60 } },
      ],
      '/polymerization/api/phone/bind': [{ e: 0, m: '操作成功', d: {} }],
    });
    renderAt(<BindPhonePage />, '/polymerization/bindPhone');
    expect(screen.queryByLabelText(/^当前密码/)).toBeNull();
    type(/^新手机号/, '12345');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请填写正确的11位手机号')).toBeTruthy();
    expect(posted).toEqual([]);

    type(/^新手机号/, '13800000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已绑定本校其他账号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('请填写验证码')).toBeTruthy();
    type(/^验证码/, '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('手机号已绑定'));
    expect(posted.at(-1)?.path).toBe('/polymerization/api/phone/bind');
    expect(posted.at(-1)?.body).toContain('654321');
  });

  it('changing asks for the current password as well', async () => {
    serve({});
    renderAt(<ChangePhonePage />, '/polymerization/changePhone');
    type(/^新手机号/, '13800000001');
    type(/^验证码/, '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText('请填写当前密码')).toBeTruthy();
  });
});
