import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { offeringOf, termOf } from '../test-fixtures';
import { CourseIndexPage } from './course-index';

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'course', zh, true, true);
});
beforeEach(() => queryClient.clear());

const OFFERINGS = [
  offeringOf({ mine: { claimId: 'c1', state: 'won', position: 0, cancellable: true } }),
  offeringOf({
    id: 'o2',
    code: 'GE105',
    name: '大学写作',
    credits: 20,
    teacher: '陈静',
    category: 'general',
    remaining: 0,
    capacity: 3,
    mine: { claimId: 'c2', state: 'waiting', position: 2, cancellable: true },
  }),
  offeringOf({
    id: 'o3',
    code: 'CS201',
    name: '数据结构',
    credits: 25,
    mine: { claimId: 'c3', state: 'lost', position: 0, cancellable: false },
  }),
  offeringOf({ id: 'o4', code: 'EL210', name: '西方音乐欣赏', mine: { claimId: 'c4', state: 'pending', position: 0, cancellable: true } }),
];

describe('选课', () => {
  it('shows the term’s rounds and my credits, each offering with its times, places and my state, and searches', async () => {
    const asked = serveCalls({
      '/course/api/terms': () => ({ list: [termOf()] }),
      '/course/api/offerings': (input) => ({ term: termOf(), list: input.keyword ? OFFERINGS.slice(1, 2) : OFFERINGS }),
    });
    renderPage(<CourseIndexPage />, '/course/index');
    expect(await screen.findByText('抢课中')).toBeTruthy();
    expect(screen.getByText('已选 9 / 上限 25 学分')).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: '开课列表' })).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.cs-badge')?.textContent)).toEqual(['已选', '候补第2位', '未中签', '预选中']);
    expect(within(items[0]!).getByText('MA201 · 3 学分 · 王建国 · 必修')).toBeTruthy();
    expect(within(items[0]!).getByText('周一 1-2节 · 周三 3-4节（单周）')).toBeTruthy();
    expect(within(items[1]!).getByText('余 0 / 3')).toBeTruthy();
    expect(within(items[2]!).getByText(/2\.5 学分/)).toBeTruthy();
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/course/detail?id=o2');

    fireEvent.change(screen.getByPlaceholderText('搜索课程名称、代码或教师'), { target: { value: '写作' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索课程名称、代码或教师'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(asked.some((a) => a.path === '/course/api/offerings' && a.input.keyword === '写作')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '通识' }));
    await waitFor(() => expect(asked.some((a) => a.input.category === 'general')).toBe(true));
  });

  it('says so when no term is open to me', async () => {
    serveCalls({ '/course/api/terms': () => ({ list: [] }) });
    renderPage(<CourseIndexPage />, '/course/index');
    expect(await screen.findByText('暂无进行中的选课')).toBeTruthy();
  });
});
