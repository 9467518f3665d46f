import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { serveCalls } from '../test-fixtures';
import { SeatCheckPage } from './check-page';

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

const holder = { name: '学生演示账号', number: '2024010001', zoneName: '前区' };

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'seat', zh, true, true);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  allowed.check = true;
});

describe('the seat check page', () => {
  it('checks a typed code showing the seat, then says a second showing was already checked', async () => {
    let shown = 0;
    const asked = serveCalls({
      '/seat/api/check/events': () => ({ list: [{ id: 'e1', name: '开学典礼' }] }),
      '/seat/api/check': () =>
        ++shown === 1
          ? { result: 'checked', message: '验票成功', holder, checkedAt: 1_790_905_000, eventTitle: '开学典礼', seatKey: '3-9' }
          : { result: 'already', message: '已验票', holder, checkedAt: 1_790_905_000, eventTitle: '开学典礼', seatKey: '3-9' },
    });
    renderPage(<SeatCheckPage />, '/seat/chooseSeatcheck');
    const typed = await screen.findByRole('textbox', { name: '输入兑换码' });
    fireEvent.change(typed, { target: { value: 'K7QX2M9P' } });
    fireEvent.click(screen.getByRole('button', { name: '验票' }));
    const verdict = await screen.findByRole('alert', { name: '验票结果' });
    expect(verdict.textContent).toContain('验票成功');
    expect(verdict.textContent).toContain('3排9号');
    expect(verdict.textContent).toContain('前区');
    expect(asked.find((a) => a.path === '/seat/api/check')?.input).toMatchObject({ code: 'K7QX2M9P' });

    fireEvent.click(screen.getByRole('button', { name: '继续验票' }));
    fireEvent.change(screen.getByRole('textbox', { name: '输入兑换码' }), { target: { value: 'K7QX2M9P' } });
    fireEvent.click(screen.getByRole('button', { name: '验票' }));
    expect((await screen.findByRole('alert', { name: '验票结果' })).textContent).toContain('已验票');
  });

  it('tells people without the permission', async () => {
    allowed.check = false;
    renderPage(<SeatCheckPage />, '/seat/chooseSeatcheck');
    expect(await screen.findByText('你没有验票权限')).toBeTruthy();
  });
});
