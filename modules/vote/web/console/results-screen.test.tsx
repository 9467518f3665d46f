import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';

const vote = (anonymous: boolean) => ({
  id: 'v1',
  title: '最受欢迎社团评选',
  description: '',
  cover: '',
  coverUrl: '',
  options: [
    { id: 'a', text: '街舞社', picture: '', pictureUrl: '', count: 3, percent: 75 },
    { id: 'b', text: '吉他社', picture: '', pictureUrl: '', count: 1, percent: 25 },
  ],
  multiple: false,
  minPicks: 1,
  maxPicks: 1,
  anonymous,
  perDay: 0,
  opensAt: 1_780_000_000,
  closesAt: 1_780_600_000,
  results: 'voted',
  state: 'open',
  ballots: 4,
  all: true,
  departments: [],
  classes: [],
  roles: [],
  people: [],
});

/** The detail call answers the vote; the ballots call its one named ballot. */
function serve(anonymous: boolean) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      asked.push(path);
      const d = path.endsWith('/ballots')
        ? {
            list: [
              { name: '学生演示账号', number: '2024010001', department: '计算机学院', picks: ['街舞社'], day: '', created: 1_780_100_000 },
            ],
            total: 1,
          }
        : vote(anonymous);
      return new Response(JSON.stringify({ e: 0, m: '', d }));
    }),
  );
  return asked;
}

let ResultsScreen: ComponentType;
const renderResults = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <ResultsScreen /> }], { initialEntries: ['/vote/results?id=v1'] })}
        />
      </App>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'vote', zh, true, true);
  ResultsScreen = (await import('./results-screen')).default;
});
beforeEach(() => queryClient.clear());

describe('投票结果', () => {
  it('draws a bar per option with its count and share, and who voted for what on a named vote', async () => {
    serve(false);
    renderResults();
    expect(await screen.findByText('最受欢迎社团评选')).toBeTruthy();
    expect(screen.getByText('3票 · 75%')).toBeTruthy();
    expect(screen.getByText('1票 · 25%')).toBeTruthy();
    expect(await screen.findByText('学生演示账号')).toBeTruthy();
    expect(screen.getByText('计算机学院')).toBeTruthy();
    expect(screen.getByText('导出 Excel')).toBeTruthy();
  });

  it('says an anonymous vote keeps no ballots, and never asks for them', async () => {
    const asked = serve(true);
    renderResults();
    expect(await screen.findByText('匿名投票只统计票数，不记录谁投了哪一项')).toBeTruthy();
    expect(asked.some((path) => path.endsWith('/ballots'))).toBe(false);
  });
});
