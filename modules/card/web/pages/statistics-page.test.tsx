import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TCardStatistics } from '../../contract';
import zh from '../../i18n/zh.json';
import { StatisticsPage } from './statistics-page';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'card', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

const thisMonth = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 7);
const daily = Array.from({ length: 30 }, (_, day) => (day === 4 ? 3200 : day < 10 ? 1000 : 0));
const busy: TCardStatistics = {
  month: thisMonth,
  spentFen: 12_200,
  count: 11,
  toppedUpFen: 10_000,
  dailyFen: daily,
  categories: [
    { name: '餐饮', fen: 9150, count: 8 },
    { name: '购物', fen: 3050, count: 3 },
  ],
  places: [
    { name: '第一食堂', fen: 6100, count: 5 },
    { name: '校园超市', fen: 3050, count: 3 },
  ],
  truncated: false,
};

describe('the card statistics page', () => {
  it('shows where this month’s money went, and steps back a month to an empty one', async () => {
    const asked = serveCalls({
      '/card/api/statistics': ({ month }) => (month === thisMonth ? busy : { ...busy, month, spentFen: 0, count: 0, toppedUpFen: 0, dailyFen: [], categories: [], places: [] }),
    });
    renderPage(<StatisticsPage />, '/idCard/statistics');
    const summary = await screen.findByRole('region', { name: '本月概况' });
    expect(within(summary).getByText('¥122.00')).toBeTruthy();
    expect(within(summary).getByText('11')).toBeTruthy();
    // Per spending day: ¥122.00 over 10 days.
    expect(within(summary).getByText('¥12.20')).toBeTruthy();
    expect(within(summary).getByText('¥100.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: '每日消费柱状图：5日消费最多，¥32.00' })).toBeTruthy();
    const kinds = screen.getByRole('region', { name: '消费类别' });
    expect(within(kinds).getByRole('meter', { name: '餐饮' }).getAttribute('aria-valuenow')).toBe('75');
    expect(within(kinds).getByText('8笔')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '常去地点' })).getByText('第一食堂')).toBeTruthy();
    // This month is the newest: no next month.
    expect((screen.getByRole('button', { name: '下个月' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(await screen.findByText('本月没有消费和充值记录')).toBeTruthy();
    expect(asked.map((a) => a.input.month)).toEqual([thisMonth, expect.stringMatching(/^\d{4}-\d{2}$/)]);
    expect(asked[1]!.input.month).not.toBe(thisMonth);
  });

  it('says when the card system cannot be reached, and tries again', async () => {
    let down = true;
    serveCalls({ '/card/api/statistics': () => (down ? { e: 1, m: '校园卡系统暂时无法访问，请稍后再试', d: {} } : busy) });
    renderPage(<StatisticsPage />, '/idCard/statistics');
    expect(await screen.findByText('校园卡系统暂时无法访问，请稍后再试')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByRole('region', { name: '本月概况' })).toBeTruthy();
  });
});
