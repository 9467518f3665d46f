import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TBoard } from '../../contract';
import zh from '../../i18n/zh.json';
import { BoardPage } from './board-page';
import { BOARD } from './test-data';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'shuttlebus', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the shuttle board', () => {
  it('shows each line with its next bus and minutes to go, 今日已无班次 with tomorrow’s first, the day and 数据更新于', async () => {
    serveCalls({ '/shuttlebus/api/board': () => BOARD });
    renderPage(<BoardPage />, '/shuttleBus/index');
    const first = await screen.findByRole('link', { name: /^1号线\s*北校区 → 南校区/ });
    expect(within(first).getByText('25 分钟后')).toBeTruthy();
    expect(within(first).getByText('08:30 发车')).toBeTruthy();
    expect(within(first).getByText('今日还剩 28 班，共 31 班')).toBeTruthy();
    expect(first.getAttribute('href')).toContain('/shuttleBus/detail?route=1%E5%8F%B7%E7%BA%BF');
    const station = screen.getByRole('link', { name: /^3号线\s*北校区 → 火车站/ });
    expect(within(station).getByText('今日已无班次')).toBeTruthy();
    expect(within(station).getByText('明日首班 08:30')).toBeTruthy();
    expect(screen.getByText('11月25日 工作日')).toBeTruthy();
    expect(screen.getByText('现在 08:05')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('asks for the chosen stop and says when the bus reaches it', async () => {
    const asked = serveCalls({
      '/shuttlebus/api/board': ({ stop }) =>
        stop ? { ...BOARD, lines: [{ ...BOARD.lines[0]!, next: { departureId: 'a', departs: '08:00', at: '08:18', wait: 13, vehicle: '' } }] } : BOARD,
    });
    renderPage(<BoardPage />, '/shuttleBus/index');
    fireEvent.click(await screen.findByRole('tab', { name: '科技园' }));
    expect(await screen.findByText('08:18 到达科技园（08:00 发车）')).toBeTruthy();
    expect(screen.getByText('13 分钟后')).toBeTruthy();
    expect(asked.some((a) => a.input.stop === '科技园')).toBe(true);
    expect(screen.getByRole('tab', { name: '科技园' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when there are no lines, and when loading fails', async () => {
    const empty: TBoard = { ...BOARD, lines: [], stops: [] };
    serveCalls({ '/shuttlebus/api/board': () => empty });
    renderPage(<BoardPage />, '/shuttleBus/index');
    expect(await screen.findByText('暂无校车线路')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/shuttlebus/api/board': () => ({ e: 1, m: '服务暂不可用', d: {} }) });
    renderPage(<BoardPage />, '/shuttleBus/index');
    await waitFor(() => expect(screen.getAllByText(/服务暂不可用|加载失败|出错/).length).toBeGreaterThan(0));
  });
});
