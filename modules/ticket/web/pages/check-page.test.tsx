import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { serveCalls } from '../test-fixtures';
import { CheckPage } from './check-page';

const allowed = vi.hoisted(() => ({ check: true }));
vi.mock('@quad/platform/shell/use-session', () => ({
  useSession: () => ({
    loggedIn: true,
    pending: false,
    error: null,
    name: '管理员',
    number: 'T1',
    auth: {},
    admin: false,
    allowed: () => allowed.check,
    retry() {},
  }),
}));
// No camera in jsdom: the scanner is the platform's to test.
vi.mock('@quad/platform/ui/code-scanner', () => ({ CodeScanner: () => null }));

const holder = { name: '学生演示账号', number: '2024010001', zoneName: '全场' };

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'ticket', zh, true, true);
});
afterEach(() => {
  queryClient.clear();
  allowed.check = true;
});

describe('the check page', () => {
  it('checks a typed code, then says a second showing was already checked', async () => {
    let shown = 0;
    const asked = serveCalls({
      '/ticket/api/check/events': () => ({ list: [{ id: 'e1', name: '元旦晚会' }] }),
      '/ticket/api/check': () =>
        ++shown === 1
          ? { result: 'checked', message: '验票成功', holder, checkedAt: 1_790_905_000, eventTitle: '元旦晚会' }
          : {
              result: 'already',
              message: '已验票（2026-09-21 20:03 已检），请勿重复入场',
              holder,
              checkedAt: 1_790_905_000,
              eventTitle: '元旦晚会',
            },
    });
    renderPage(<CheckPage />, '/ticket/check');
    await screen.findByRole('option', { name: '元旦晚会' });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'e1' } });
    const code = screen.getByRole('textbox', { name: '输入兑换码' });
    fireEvent.change(code, { target: { value: 'k7qx2m9p' } });
    fireEvent.click(screen.getByRole('button', { name: '验票' }));
    expect((await screen.findByRole('alert', { name: '验票结果' })).textContent).toContain('验票成功');
    expect(screen.getByText('学生演示账号')).toBeTruthy();
    expect(asked.find((a) => a.path === '/ticket/api/check')?.input).toMatchObject({ code: 'k7qx2m9p', eventId: 'e1' });

    fireEvent.click(screen.getByRole('button', { name: '继续验票' }));
    fireEvent.change(code, { target: { value: 'k7qx2m9p' } });
    fireEvent.click(screen.getByRole('button', { name: '验票' }));
    const again = await screen.findByRole('alert', { name: '验票结果' });
    expect(again.querySelector('h2')?.textContent).toBe('已验票');
    expect(again.textContent).toMatch(/已于 .+ 验过，请勿重复入场/);
  });

  it('tells people without the permission', () => {
    allowed.check = false;
    serveCalls({});
    renderPage(<CheckPage />, '/ticket/check');
    expect(screen.getByText('你没有验票权限')).toBeTruthy();
  });
});
