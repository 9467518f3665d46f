import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { myCourseOf, termOf } from '../test-fixtures';
import { CourseMinePage } from './course-mine';

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'course', zh, true, true);
});
beforeEach(() => queryClient.clear());

describe('我的课表', () => {
  it('draws the courses I hold on the week grid and lists every selection with its state and credits', async () => {
    const writing = myCourseOf({ id: 'c2', state: 'waiting', position: 1 });
    writing.offering = {
      ...writing.offering,
      id: 'o2',
      code: 'GE105',
      name: '大学写作',
      slots: [{ day: 5, from: 5, to: 6, weekFrom: 1, weekTo: 16, parity: 'all' }],
    };
    const asked = serveCalls({
      '/course/api/terms': () => ({ list: [termOf()] }),
      '/course/api/mine': () => ({ term: termOf(), list: [myCourseOf(), writing] }),
    });
    renderPage(<CourseMinePage />, '/course/mine?term=t1');
    const grid = await screen.findByRole('table', { name: '本学期课表' });
    const row = (period: number) => within(grid).getAllByRole('row')[period]!;
    // Monday periods 1–2 and Wednesday 3–4 (odd weeks) are 线性代数; the waitlisted course is not drawn.
    expect(within(row(1)).getAllByRole('cell')[0]!.textContent).toBe('线性代数');
    expect(within(row(2)).getAllByRole('cell')[0]!.textContent).toBe('线性代数');
    expect(within(row(3)).getAllByRole('cell')[2]!.textContent).toBe('线性代数');
    expect(within(row(5)).getAllByRole('cell')[4]!.textContent).toBe('');
    expect(screen.getByText('已选 9 / 上限 25 学分')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: '我的选课' })).getAllByRole('listitem');
    expect(list.map((i) => i.querySelector('.cs-badge')?.textContent)).toEqual(['已选', '候补第1位']);
    expect(within(list[1]!).getByRole('button', { name: '退出候补 大学写作' })).toBeTruthy();
    expect(asked.find((a) => a.path === '/course/api/mine')!.input).toMatchObject({ termId: 't1' });
  });
});
