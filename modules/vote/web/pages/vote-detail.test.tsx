import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@quad/platform/shell/dialogs';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { VoteDetailPage } from './vote-detail';

vi.mock('@quad/platform/shell/dialogs', () => ({
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
  POPUP_MS: 1500,
}));

const OPTIONS = [
  { id: 'a', text: '街舞社', pictureUrl: '' },
  { id: 'b', text: '吉他社', pictureUrl: '' },
  { id: 'c', text: '辩论队', pictureUrl: '' },
];

const detail = (extra: Record<string, unknown> = {}) => ({
  id: 'v1',
  title: '最受欢迎社团评选',
  coverUrl: '',
  state: 'open',
  opensAt: 1_780_000_000,
  closesAt: 1_780_600_000,
  multiple: false,
  anonymous: false,
  perDay: 0,
  voted: false,
  description: '每人限投一票',
  minPicks: 1,
  maxPicks: 1,
  results: 'voted',
  options: OPTIONS.map((o) => ({ ...o, count: -1, percent: -1 })),
  shown: false,
  ballots: 0,
  canVote: true,
  myPicks: [],
  ...extra,
});

/** The server: the vote's detail as `current` holds it; a cast answers `castAnswer` and, on success, counts it. */
let current: Record<string, unknown>;
let castAnswer: { e: number; m: string; d: Record<string, unknown> };
const casts: unknown[] = [];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/vote/api/cast') {
        casts.push(JSON.parse(String(init?.body)));
        if (castAnswer.e === 0) {
          current = detail({
            voted: true,
            canVote: false,
            shown: true,
            ballots: 4,
            myPicks: ['b'],
            options: OPTIONS.map((o, i) => ({ ...o, count: [1, 3, 0][i], percent: [25, 75, 0][i] })),
          });
        }
        return new Response(JSON.stringify(castAnswer));
      }
      return new Response(JSON.stringify({ e: 0, m: '', d: current }));
    }),
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'vote', zh, true, true);
});
beforeEach(() => {
  queryClient.clear();
  casts.length = 0;
  current = detail();
  castAnswer = { e: 0, m: '操作成功', d: {} };
  serve();
});

describe('a vote', () => {
  it('takes a choice, then shows the results as bars with counts and shares', async () => {
    renderPage(<VoteDetailPage />, '/vote/detail?id=v1');
    const options = await screen.findByRole('group', { name: '请选择1项' });
    fireEvent.click(within(options).getByRole('radio', { name: '吉他社' }));
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(casts).toHaveLength(1));
    expect(casts[0]).toMatchObject({ id: 'v1', picks: ['b'], requestId: expect.any(String) });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('投票成功'));
    expect(await screen.findByRole('heading', { name: '投票结果（共4票）' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: '吉他社' }).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('3票 · 75%')).toBeTruthy();
    expect(screen.getByText('你已投票，感谢参与')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '投票' })).toBeNull();
  });

  it('asks for a choice first, and shows the server’s refusal', async () => {
    castAnswer = { e: 1, m: '你已经投过票了', d: {} };
    renderPage(<VoteDetailPage />, '/vote/detail?id=v1');
    fireEvent.click(await screen.findByRole('button', { name: '投票' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先选择选项');
    expect(casts).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '街舞社' }));
    fireEvent.click(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('你已经投过票了'));
  });

  it('keeps the results back until closing when the vote says so', async () => {
    current = detail({ voted: true, canVote: false, results: 'closed' });
    renderPage(<VoteDetailPage />, '/vote/detail?id=v1');
    expect(await screen.findByText('投票结束后公布结果')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('lets several options be ticked on a multiple-choice vote within its limits', async () => {
    current = detail({ multiple: true, minPicks: 2, maxPicks: 2 });
    renderPage(<VoteDetailPage />, '/vote/detail?id=v1');
    const options = await screen.findByRole('group', { name: '请选择2项' });
    fireEvent.click(within(options).getByRole('checkbox', { name: '街舞社' }));
    fireEvent.click(screen.getByRole('button', { name: '投票（已选1项）' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择2项');
    fireEvent.click(within(options).getByRole('checkbox', { name: '辩论队' }));
    fireEvent.click(screen.getByRole('button', { name: '投票（已选2项）' }));
    await waitFor(() => expect(casts[0]).toMatchObject({ picks: ['a', 'c'] }));
  });

  it('says when a vote has not started, and when the address names none', async () => {
    current = detail({ state: 'pending', canVote: false });
    renderPage(<VoteDetailPage />, '/vote/detail?id=v1');
    expect(await screen.findByText(/^投票将于 .+ 开始，敬请期待$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '投票' })).toBeNull();
    renderPage(<VoteDetailPage />, '/vote/detail');
    expect(screen.getByText('缺少投票编号，请从投票列表进入')).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ e: 10004, m: '投票不存在', d: {} }))),
    );
    renderPage(<VoteDetailPage />, '/vote/detail?id=gone');
    expect(await screen.findByText('投票不存在')).toBeTruthy();
  });
});
