import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAreaTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { serveListPages } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { EMPTY_DEFINITION } from '@quad/forms-engine/shared/definition';
import { AnswerPage } from '../pages/answer';
import { FormListPage } from '../pages/form-list';
import { MyAnswersPage } from '../pages/my-answers';
import { translations } from '../translations';

const card = (no: number, over: Record<string, unknown>) => ({ no, title: `表单${no}`, description: '', category: '', closesAt: 0, frequency: 'once', answered: false, blocked: '', ...over });

/** Answers by path, as the server would. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
      return new Response(JSON.stringify(path in answers ? { e: 0, m: '', d: answers[path] } : { e: 10004, m: '不存在', d: {} }));
    }),
  );
}

function open(Page: ComponentType, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// As the router loads them: the area's strings and the forms engine's its pages brought.
beforeAll(async () => {
  setupI18n('zh');
  await registerAreaTranslations('forms', translations);
});

/** The list call as the server answers it: the cards of the category asked for, with the counts and chips. */
function serveForms(cards: ReturnType<typeof card>[]) {
  const asked: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const input = { ...Object.fromEntries(new URL(url, 'http://localhost').searchParams), ...(typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {}) } as Record<string, unknown>;
      asked.push(input);
      const list = cards.filter((c) => !input.category || c.category === input.category);
      const groups = { todo: list.filter((c) => !c.answered && c.blocked !== 'closed').length, done: list.filter((c) => c.answered).length, closed: list.filter((c) => !c.answered && c.blocked === 'closed').length };
      const categories = [...new Set(cards.map((c) => String(c.category)).filter(Boolean))];
      return new Response(JSON.stringify({ e: 0, m: '', d: { list, total: list.length, groups, categories } }));
    }),
  );
  return asked;
}

describe('form list', () => {
  it('shows my forms by section with their counts, asks the server for a category, and links into the same family', async () => {
    const asked = serveForms([card(1, { category: '健康', frequency: 'daily' }), card(4, { blocked: 'notOpen', category: '教务' }), card(2, { answered: true, blocked: 'done', category: '教务' }), card(3, { blocked: 'closed' })]);
    open(FormListPage, '/formMuc/index');
    expect(await screen.findByText('待填写')).toBeTruthy();
    expect(screen.getByText('已填写')).toBeTruthy();
    expect(screen.getByText('已截止')).toBeTruthy();
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(screen.getByText('待填写').querySelector('.ff-meta')?.textContent).toBe('2');
    expect(screen.getByText('表单1').closest('a')?.getAttribute('href')).toBe('/formMuc/formtemplat?formid=1');
    fireEvent.click(screen.getByRole('button', { name: '教务' }));
    await waitFor(() => expect(screen.queryByText('表单1')).toBeNull());
    expect(screen.getByText('表单2')).toBeTruthy();
    expect(screen.queryByText('已截止')).toBeNull();
    expect(asked.at(-1)).toMatchObject({ category: '教务', page: '1' });
  });

  it('loads the next forms when the reader reaches the end, then says there is no more', async () => {
    const asked = serveListPages('/forms/wap/default/list', 13, (n) => card(n, {}), { groups: { todo: 13, done: 0, closed: 0 }, categories: [] });
    open(FormListPage, '/commonForm/index');
    expect(await screen.findByText('表单13')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getAllByText(/^表单\d+$/)).toHaveLength(13);
    expect(asked()).toEqual([1, 2]);
  });

  it('says so when there is nothing to fill', async () => {
    serveForms([]);
    open(FormListPage, '/commonForm/index');
    expect(await screen.findByText('暂无需要填写的表单')).toBeTruthy();
  });
});

describe('my answers and an answer', () => {
  it('lists my answers by day, each opening its detail', async () => {
    serve({ 'my-answers': { list: [{ id: 'a2', created: 1795300000, day: '2026-11-21' }, { id: 'a1', created: 1795200000, day: '2026-11-20' }] } });
    open(MyAnswersPage, '/formruc/detail2?formid=7');
    expect(await screen.findByText('2026-11-21')).toBeTruthy();
    expect(screen.getByText('2026-11-20')).toBeTruthy();
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/formruc/detail?id=a2');
  });

  it('shows an answer read-only with its version, and the edit link when it may change', async () => {
    serve({
      answer: {
        id: 'a1',
        formNo: 7,
        title: '信息登记',
        version: 1,
        definition: { ...EMPTY_DEFINITION, fields: [{ key: 'radio_7_1', kind: 'radio', label: '性别', options: [{ value: 'm', label: '男' }, { value: 'f', label: '女' }] }] },
        values: { radio_7_1: 'f' },
        created: 1795200000,
        updated: 1795200000,
        canEdit: true,
      },
    });
    open(AnswerPage, '/form/detail?id=a1');
    expect(await screen.findByText('女')).toBeTruthy();
    expect(screen.queryByText('男')).toBeNull();
    expect(screen.getByText('修改答卷').getAttribute('href')).toBe('/form/formtemplat?formid=7');
  });

  it('shows the failure with a retry when the answer is not there', async () => {
    serve({});
    open(AnswerPage, '/form/detail?id=zz');
    expect(await screen.findByText('不存在')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
