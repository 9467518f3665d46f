import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TDayList } from '../../contract';
import zh from '../../i18n/zh.json';
import { CampusDayPage } from './campus-day-page';
import { DAY, departure } from './test-data';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'shuttlebus', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the campus-to-campus day list', () => {
  it("lists the direction's runs today, those gone greyed and the next highlighted", async () => {
    serveCalls({ '/shuttlebus/api/day': () => DAY });
    renderPage(<CampusDayPage />, '/shuttleBus/fudanIndex');
    const list = await screen.findByRole('region', { name: '北校区→南校区' });
    const runs = within(list).getAllByRole('listitem');
    expect(runs.map((r) => r.querySelector('.sb-run__time')?.textContent)).toEqual(['07:30', '08:00', '08:30', '09:00']);
    expect(within(runs[0]!).getByText('已发车')).toBeTruthy();
    expect(runs[2]!.getAttribute('aria-current')).toBe('time');
    expect(within(runs[2]!).getByText('下一班')).toBeTruthy();
    expect(within(runs[3]!).queryByText('已发车')).toBeNull();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('switches direction with the tabs', async () => {
    const back: TDayList = { ...DAY, from: '南校区', to: '北校区', departures: [departure('07:15', '1号线', '南校区', '北校区')], nextId: '' };
    const asked = serveCalls({ '/shuttlebus/api/day': ({ from }) => (from === '南校区' ? back : DAY) });
    renderPage(<CampusDayPage />, '/shuttleBus/fudanIndex');
    fireEvent.click(await screen.findByRole('tab', { name: '南校区→北校区' }));
    expect(await screen.findByRole('region', { name: '南校区→北校区' })).toBeTruthy();
    expect(screen.getByText('现在 08:05，今日班次已全部发出')).toBeTruthy();
    expect(asked.some((a) => a.input.from === '南校区' && a.input.to === '北校区')).toBe(true);
  });

  it('says so when a direction has no runs today, or there is no timetable', async () => {
    serveCalls({ '/shuttlebus/api/day': () => ({ ...DAY, departures: [], nextId: '' }) });
    renderPage(<CampusDayPage />, '/shuttleBus/fudanIndex');
    expect(await screen.findByText('今日该方向暂无班次')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/shuttlebus/api/day': () => ({ ...DAY, directions: [], departures: [], nextId: '' }) });
    renderPage(<CampusDayPage />, '/shuttleBus/fudanIndex');
    expect(await screen.findByText('暂无校车线路')).toBeTruthy();
  });
});
