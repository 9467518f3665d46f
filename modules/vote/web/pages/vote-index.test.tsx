import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { VoteIndexPage } from './vote-index';

const STATES = ['open', 'pending', 'closed'];
const vote = (n: number) => ({
  id: `v${n}`,
  title: `投票${n}`,
  coverUrl: '',
  state: STATES[(n - 1) % STATES.length],
  opensAt: 1_780_000_000,
  closesAt: 1_780_600_000,
  multiple: n === 2,
  anonymous: n === 2,
  perDay: n === 2 ? 1 : 0,
  voted: n === 1,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'vote', zh, true, true);
});

describe('the list of votes', () => {
  it('shows each vote with its state, how it is cast and whether I voted, linking its page', async () => {
    serveListPages('/vote/api/list', 3, vote);
    renderPage(<VoteIndexPage />, '/vote/index');
    const items = within(await screen.findByRole('list', { name: '投票列表' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.vt-tag')?.textContent)).toEqual(['进行中', '未开始', '已结束']);
    expect(within(items[0]!).getByText('已投票')).toBeTruthy();
    expect(within(items[1]!).queryByText('已投票')).toBeNull();
    expect(within(items[0]!).getByText('单选 · 实名 · 每人一票')).toBeTruthy();
    expect(within(items[1]!).getByText('多选 · 匿名 · 每天可投1次')).toBeTruthy();
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/vote/detail?id=v3');
  });

  it('says so when there is no vote for me', async () => {
    serveListPages('/vote/api/list', 0, vote);
    renderPage(<VoteIndexPage />, '/vote/index');
    expect(await screen.findByText('暂无可参加的投票')).toBeTruthy();
  });
});
