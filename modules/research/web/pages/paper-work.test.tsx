import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { DEFAULT_POINTS } from '../../rules';
import { PaperWorkPage } from './paper-work';

const answer = {
  points: DEFAULT_POINTS,
  years: [
    {
      year: '2026',
      total: 60,
      items: [
        { kind: 'project', id: 'p1', title: '课堂学习行为分析', item: 'school', leading: true, points: 20 },
        { kind: 'paper', id: 'a1', title: '多租户门户的架构', item: 'sci', leading: true, points: 40 },
      ],
    },
    { year: '2025', total: 15, items: [{ kind: 'paper', id: 'a2', title: '高校数据治理', item: 'cssci', leading: false, points: 15 }] },
  ],
};

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'research', zh, true, true);
});
afterEach(() => vi.unstubAllGlobals());

describe('research workload', () => {
  it('shows each year with its total and the items that make it, newest year first', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ e: 0, m: '', d: answer }))));
    renderPage(<PaperWorkPage />, '/paperWork/index');
    const first = await screen.findByRole('region', { name: '2026年' });
    expect(within(first).getByText('60')).toBeTruthy();
    expect(within(first).getByText('项目 · 校级 · 负责人')).toBeTruthy();
    expect(within(first).getByText('论文 · SCI · 第一作者')).toBeTruthy();
    const second = screen.getByRole('region', { name: '2025年' });
    expect(within(second).getByText('论文 · CSSCI · 合作作者')).toBeTruthy();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['2026年', '2025年']);
  });

  it('says so when nothing was approved yet', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ e: 0, m: '', d: { points: DEFAULT_POINTS, years: [] } }))));
    renderPage(<PaperWorkPage />, '/paperWork/index');
    expect(await screen.findByText('还没有已通过的项目或论文')).toBeTruthy();
  });
});
