import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@quad/platform/shell/dialogs';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { SetPassPage } from './set-pass-page';
import { serveCalls, setupStrings } from './test-kit';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), confirm: vi.fn(), closePopups: vi.fn() }));

beforeAll(setupStrings);
afterEach(() => queryClient.clear());

function type(password: string, again: string) {
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
}

describe('修改上网密码', () => {
  it('checks the rules and the repeat before sending', async () => {
    const asked = serveCalls({ '/network/api/password': () => ({}) });
    renderPage(<SetPassPage />, '/networkApp/setPass');
    type('abc', 'abc');
    expect((await screen.findByRole('alert')).textContent).toBe('上网密码为 8–32 位，须同时包含字母和数字，只能使用字母和数字。');
    type('abcdefgh', 'abcdefgh');
    expect((await screen.findByRole('alert')).textContent).toContain('8–32 位');
    type('abcd1234', 'abcd12345');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('两次输入的密码不一致'));
    expect(asked).toHaveLength(0);
  });

  it('changes it and says so; a refusal is shown as the server says', async () => {
    let refuse = false;
    const asked = serveCalls({ '/network/api/password': () => (refuse ? { e: 10029, m: '操作太频繁，请稍后再试', d: {} } : {}) });
    renderPage(<SetPassPage />, '/networkApp/setPass');
    type('abcd1234', 'abcd1234');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('上网密码已修改'));
    expect(asked[0]?.input).toEqual({ password: 'abcd1234', password2: 'abcd1234' });
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('');
    refuse = true;
    type('abcd1234', 'abcd1234');
    expect((await screen.findByRole('alert')).textContent).toBe('操作太频繁，请稍后再试');
  });
});
