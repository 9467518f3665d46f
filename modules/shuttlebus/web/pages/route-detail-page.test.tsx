import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { RouteDetailPage } from './route-detail-page';
import { DETAIL } from './test-data';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'shuttlebus', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('a route', () => {
  it("shows the stops, today's timetable with the next run highlighted and its stop times", async () => {
    const asked = serveCalls({ '/shuttlebus/api/route': () => DETAIL });
    renderPage(<RouteDetailPage />, '/shuttleBus/detail?route=1号线');
    expect(await screen.findByRole('heading', { name: '1号线' })).toBeTruthy();
    expect(asked[0]!.input.route).toBe('1号线');
    const stops = screen.getByRole('region', { name: '停靠站点' });
    expect(within(stops).getByText('18 分钟')).toBeTruthy();
    const next = screen.getByRole('button', { name: '08:30 下一班' });
    expect(next.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: '工作日（今天）' }).getAttribute('aria-selected')).toBe('true');
    const runStops = screen.getByRole('region', { name: '08:30 班次各站时刻' });
    expect(within(runStops).getByText('08:48')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('shows another run’s stop times (次日 past midnight), the weekend timetable and the other direction', async () => {
    serveCalls({ '/shuttlebus/api/route': () => DETAIL });
    renderPage(<RouteDetailPage />, '/shuttleBus/detail?route=1号线');
    fireEvent.click(await screen.findByRole('button', { name: '23:40' }));
    const late = screen.getByRole('region', { name: '23:40 班次各站时刻' });
    expect(within(late).getByText('00:15')).toBeTruthy();
    expect(within(late).getAllByText('次日')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: '周末' }));
    expect(screen.getByRole('button', { name: '09:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '08:30 下一班' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '南校区→北校区' }));
    expect(await screen.findByText('工作日暂无班次')).toBeTruthy();
  });

  it('says when the route is not found or none is named', async () => {
    serveCalls({ '/shuttlebus/api/route': () => ({ e: 10004, m: '没有找到这条线路', d: {} }) });
    renderPage(<RouteDetailPage />, '/shuttleBus/detail?route=99号线');
    expect(await screen.findByText(/没有找到这条线路/)).toBeTruthy();
    queryClient.clear();
    renderPage(<RouteDetailPage />, '/shuttleBus/detail');
    expect((await screen.findAllByText('没有找到这条线路')).length).toBeGreaterThan(0);
  });
});
