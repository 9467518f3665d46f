import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { LotteryIndexPage } from './lottery-index';

vi.mock('@quad/platform/shell/dialogs', () => ({
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
  POPUP_MS: 1500,
}));

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'lottery', zh, true, true);
});
beforeEach(() => queryClient.clear());

const LISTED = [
  { state: 'open', drawn: false, period: 'once' },
  { state: 'pending', drawn: false, period: 'once' },
  { state: 'open', drawn: true, period: 'daily' },
  { state: 'closed', drawn: true, period: 'once' },
];
const item = (n: number) => ({
  id: `l${n}`,
  title: `抽奖${n}`,
  opensAt: 1_780_000_000,
  closesAt: 1_780_600_000,
  remaining: 10 - n,
  ...LISTED[(n - 1) % LISTED.length],
});

const detail = (extra: Record<string, unknown> = {}) => ({
  id: 'l1',
  title: '校庆幸运大抽奖',
  description: '每人限抽一次',
  state: 'open',
  period: 'once',
  opensAt: 1_780_000_000,
  closesAt: 1_780_600_000,
  drawn: false,
  remaining: 6,
  prizes: [
    { key: 'p1', name: '蓝牙耳机', count: 1, remaining: 1, chance: 5 },
    { key: 'p2', name: '纪念徽章', count: 5, remaining: 5, chance: 125 },
  ],
  canDraw: true,
  barred: false,
  mine: [],
  seedHash: 'a'.repeat(64),
  seed: '',
  ...extra,
});
const winners = {
  list: [{ id: 'd0', name: '张*三', drawn: 'p2', prize: 'p2', prizeName: '纪念徽章', value: 0.01, created: 1_780_000_100 }],
  total: 1,
};

describe('the list of lotteries', () => {
  it('shows each lottery with its state for me and what is left, linking its page', async () => {
    serveListPages('/lottery/api/list', 4, item);
    renderPage(<LotteryIndexPage />, '/lottery/index');
    const items = within(await screen.findByRole('list', { name: '抽奖列表' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.lt-tag')?.textContent)).toEqual(['进行中', '未开始', '今日已抽', '已结束']);
    expect(within(items[0]!).getByText(/奖品剩余9份/)).toBeTruthy();
    expect(within(items[2]!).getByText(/每人每天可抽1次/)).toBeTruthy();
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/lottery/index?id=l2');
  });

  it('says so when there is no lottery for me', async () => {
    serveListPages('/lottery/api/list', 0, item);
    renderPage(<LotteryIndexPage />, '/lottery/index');
    expect(await screen.findByText('暂无可参加的抽奖')).toBeTruthy();
  });
});

describe('a lottery', () => {
  it('draws with a request id, says what I won, and shows my results and the winners', async () => {
    let current = detail();
    const asked = serveCalls({
      '/lottery/api/detail': () => current,
      '/lottery/api/draws': () => winners,
      '/lottery/api/draw': () => {
        const outcome = { id: 'd1', prize: 'p2', prizeName: '纪念徽章', created: 1_780_000_200 };
        current = detail({ drawn: true, canDraw: false, mine: [outcome] });
        return outcome;
      },
    });
    renderPage(<LotteryIndexPage />, '/lottery/index?id=l1');
    expect(await screen.findByText('中奖概率0.5% · 剩余1/1')).toBeTruthy();
    expect(screen.getByText('中奖概率12.5% · 剩余5/5')).toBeTruthy();
    expect(await screen.findByText('张*三')).toBeTruthy();
    expect(screen.getByText('种子将在活动结束后公布')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(await screen.findByText('你已参与本次抽奖')).toBeTruthy();
    expect(screen.getByText('恭喜你抽中「纪念徽章」')).toBeTruthy();
    const draw = asked.find((a) => a.path === '/lottery/api/draw')!;
    expect(draw.input).toMatchObject({ id: 'l1', requestId: expect.any(String) });
    const mine = screen.getByRole('region', { name: '我的抽奖记录' });
    expect(within(mine).getByText('纪念徽章')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即抽奖' })).toBeNull();
  });

  it('shows a refusal in Chinese beside the button', async () => {
    serveCalls({
      '/lottery/api/detail': () => detail(),
      '/lottery/api/draws': () => ({ list: [], total: 0 }),
      '/lottery/api/draw': () => ({ e: 1, m: '你已经参与过本次抽奖', d: { reason: 'lottery.already-drawn' } }),
    });
    renderPage(<LotteryIndexPage />, '/lottery/index?id=l1');
    fireEvent.click(await screen.findByRole('button', { name: '立即抽奖' }));
    expect(await screen.findByText('你已经参与过本次抽奖')).toBeTruthy();
    expect(screen.getByText('暂无中奖记录')).toBeTruthy();
  });

  it('says why there is no button: drawn today, not started, outside the audience, ended with the seed revealed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ period: 'daily', drawn: true, canDraw: false }, '今天已经抽过了，明天再来吧'],
      [{ state: 'pending', canDraw: false }, '抽奖将于'],
      [{ barred: true, canDraw: false }, '你不在本次抽奖的参与范围内'],
      [{ state: 'closed', canDraw: false, seed: 'b'.repeat(64) }, '抽奖已结束'],
    ];
    for (const [extra, text] of cases) {
      queryClient.clear();
      serveCalls({ '/lottery/api/detail': () => detail(extra), '/lottery/api/draws': () => winners });
      const { unmount } = renderPage(<LotteryIndexPage />, '/lottery/index?id=l1');
      expect(await screen.findByText(new RegExp(text))).toBeTruthy();
      expect(screen.queryByRole('button', { name: '立即抽奖' })).toBeNull();
      if (extra.seed) expect(screen.getByText(`种子：${'b'.repeat(64)}`)).toBeTruthy();
      unmount();
    }
  });

  it('shows the failure when the lottery cannot be read', async () => {
    serveCalls({ '/lottery/api/detail': () => ({ e: 10004, m: '抽奖不存在', d: {} }) });
    renderPage(<LotteryIndexPage />, '/lottery/index?id=zz');
    await waitFor(() => expect(screen.getByText(/抽奖不存在/)).toBeTruthy());
  });
});
