import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { TerminalPage } from './terminal-page';
import { serveCalls, setupStrings, systemDown } from './test-kit';

vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

beforeAll(setupStrings);
afterEach(() => {
  queryClient.clear();
  vi.mocked(toast).mockClear();
});

const phone = {
  id: 's1',
  ip: '10.20.31.45',
  mac: '3C:2E:F9:11:A2:07',
  device: '手机 (Android)',
  since: 1_789_000_000,
  bytesIn: 812 * 1024 * 1024,
  bytesOut: 64 * 1024 * 1024,
};
const laptop = { ...phone, id: 's2', ip: '10.20.31.46', device: '笔记本电脑', bytesIn: 3 * 1024 ** 3 };

describe('在线设备', () => {
  it('lists my devices and logs one out after a confirmation', async () => {
    let online = [phone, laptop];
    const asked = serveCalls({
      '/network/api/sessions': () => ({ list: online }),
      '/network/api/sessions/logout': ({ id }) => ((online = online.filter((s) => s.id !== id)), { list: online }),
    });
    renderPage(<TerminalPage />, '/networkApp/terminalSearch');
    const item = await screen.findByRole('listitem', { name: '手机 (Android)' });
    expect(within(item).getByText('IP 10.20.31.45 · MAC 3C:2E:F9:11:A2:07')).toBeTruthy();
    expect(within(item).getByText('下行 812 MB · 上行 64 MB')).toBeTruthy();
    expect(screen.getByText('下行 3.00 GB · 上行 64 MB')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: '下线' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已下线'));
    expect(confirm).toHaveBeenCalledWith('确定让“手机 (Android)”下线？');
    expect(asked.find((a) => a.path === '/network/api/sessions/logout')?.input).toEqual({ id: 's1' });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '手机 (Android)' })).toBeNull());
  });

  it('does nothing when the confirmation is cancelled, and shows a refusal', async () => {
    const asked = serveCalls({
      '/network/api/sessions': () => ({ list: [phone] }),
      '/network/api/sessions/logout': () => ({ e: 1, m: '该设备不在线', d: {} }),
    });
    renderPage(<TerminalPage />, '/networkApp/terminalSearch');
    vi.mocked(confirm).mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: '下线' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(asked.some((a) => a.path === '/network/api/sessions/logout')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '下线' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('该设备不在线'));
  });

  it('says when no device is online, and when the system is down', async () => {
    serveCalls({ '/network/api/sessions': () => ({ list: [] }) });
    const { unmount } = renderPage(<TerminalPage />, '/networkApp/terminalSearch');
    expect(await screen.findByText('当前没有在线设备')).toBeTruthy();
    unmount();
    queryClient.clear();
    serveCalls({ '/network/api/sessions': systemDown });
    renderPage(<TerminalPage />, '/networkApp/terminalSearch');
    expect(await screen.findByText('校园网计费系统暂时无法访问，请稍后再试')).toBeTruthy();
  });
});
