import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';
import { IdentitiesPanel } from './identities-panel';

/** A fake server: the person's one identity, and a link call answering as the server does. */
function serve(linkAnswer: unknown) {
  const linked: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname.endsWith('/users/link')) {
        linked.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
        return new Response(JSON.stringify(linkAnswer));
      }
      const items = [{ uid: 'u1', username: 'student', realname: '学生', number: '1', type: 'student', department: '', status: 'active' }];
      return new Response(JSON.stringify({ e: 0, m: '', d: { list: items } }));
    }),
  );
  return linked;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'admin', zh, true, true);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('linking identities in the console', () => {
  it("asks both owners for their passwords, sends them, and shows the server's word under the wrong one", async () => {
    const linked = serve({
      e: 10022,
      m: '密码不正确，请让该账号本人输入',
      d: { errors: { link_password: '密码不正确，请让该账号本人输入' } },
    });
    renderScreen(<IdentitiesPanel uid="u1" />);
    expect(await screen.findByText('student')).toBeTruthy();
    fill('要关联的账号', 'ta1');
    fill('本账号的密码', 'student123');
    fill('要关联账号的密码', 'guess');
    fireEvent.click(screen.getByRole('button', { name: '关 联' }));
    await waitFor(() =>
      expect(linked).toEqual([expect.objectContaining({ uid: 'u1', username: 'ta1', password: 'student123', link_password: 'guess' })]),
    );
    expect((await screen.findAllByText('密码不正确，请让该账号本人输入')).length).toBeGreaterThan(0);
  }, 30_000);

  it('does not send a link without the passwords, and says a refusal plainly', async () => {
    const linked = serve({ e: 10003, m: '该账号有你没有的权限，不能关联（admin/roles）', d: {} });
    renderScreen(<IdentitiesPanel uid="u1" />);
    fill('要关联的账号', 'admin');
    fireEvent.click(screen.getByRole('button', { name: '关 联' }));
    expect((await screen.findAllByText('请让该账号本人输入密码')).length).toBe(2);
    expect(linked).toEqual([]);
    fill('本账号的密码', 'a');
    fill('要关联账号的密码', 'b');
    fireEvent.click(screen.getByRole('button', { name: '关 联' }));
    expect(await screen.findByText('该账号有你没有的权限，不能关联（admin/roles）')).toBeTruthy();
  }, 30_000);
});
