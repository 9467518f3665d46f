import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { OpenSessions } from './open-sessions';

vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), confirm: vi.fn(async () => true), alert: vi.fn(async () => {}), closePopups: vi.fn(), POPUP_MS: 1500 }));

const SESSIONS = [
  { key: 'k-phone', created: 1_790_000_000, lastSeen: 1_790_000_000, ip: '10.0.0.8', userAgent: 'Mozilla/5.0 (iPhone) Safari', current: false },
  { key: 'k-desk', created: 1_790_000_100, lastSeen: 1_790_000_100, ip: '10.0.0.9', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome', current: true },
];

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'uc', zh, true, true);
});

describe('登录设备', () => {
  it('shows this device first, and signs another one out after confirming', async () => {
    const sent: { path: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://localhost').pathname;
        sent.push({ path, body: String(init?.body ?? '') });
        if (path === '/uc/api/sessions') return new Response(JSON.stringify({ e: 0, m: '', d: { list: SESSIONS } }));
        return new Response(JSON.stringify({ e: 0, m: '操作成功', d: {} }));
      }),
    );
    renderPage(<OpenSessions />, '/center/signins');
    const rows = within(await screen.findByRole('list', { name: '登录设备' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Windows · Chrome', 'iPhone · Safari']);
    expect(within(rows[0]!).getByText('本机')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/uc/api/sessions/end')?.body).toContain('key=k-phone'));
  });
});
