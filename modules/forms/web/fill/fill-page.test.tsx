import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAreaTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { EMPTY_DEFINITION, type TFormDefinition } from '@quad/forms-engine/shared/definition';
import { FillPage } from '../pages/fill';
import { AUTOSAVE_DELAY_MS, resetFormStores } from '@quad/forms-engine/web';
import { translations } from '../translations';

vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), alert: vi.fn(async () => {}), confirm: vi.fn(async () => true), closePopups: vi.fn(), POPUP_MS: 1500 }));

const definition: TFormDefinition = {
  ...EMPTY_DEFINITION,
  fields: [
    { key: 'text_5_1', kind: 'text', label: '姓名', required: true },
    { key: 'table_5_2', kind: 'table', label: '家庭成员', columns: [{ key: 'text_5_3', kind: 'text', label: '称谓' }] },
  ],
  dataSources: [{ id: 'family', table: 'table_5_2', label: '家庭', kind: 'static', initial: true, rows: [] }],
};

const view = (over: Record<string, unknown> = {}) => ({
  form: { no: 5, id: 'f5', title: '信息登记', description: '请认真填写', category: '', closesAt: 0, opensAt: 0, frequency: 'once', answered: false, blocked: '', editable: false, anonymous: false },
  version: 2,
  definition,
  draft: { text_5_1: '草稿里的名字' },
  profile: {},
  ...over,
});

type TCall = { path: string; body: Record<string, unknown> | undefined };

/** A fake server: answers by path; `submit` is refused once by the network, as a phone on a train would be. */
function serve(fillView: unknown, submitAnswers: unknown[] = [{ e: 0, m: '', d: { id: 'answer1' } }]) {
  const calls: TCall[] = [];
  let submits = 0;
  let release: () => void = () => {};
  const sourceGate = new Promise<void>((r) => (release = r));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ path, body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined });
      const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '', d }));
      if (path.endsWith('/form')) return ok(fillView);
      if (path.endsWith('/data-source')) {
        await sourceGate;
        return ok({ rows: [{ text_5_3: '父亲' }] });
      }
      if (path.endsWith('/draft')) return ok({ saved: 1 });
      if (path.endsWith('/submit')) {
        submits++;
        if (submits === 1 && submitAnswers.length === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(submitAnswers[Math.min(submits, submitAnswers.length) - 1]));
      }
      return new Response(JSON.stringify({ e: 10004, m: '不存在', d: {} }));
    }),
  );
  return { calls, release };
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <FillPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const scrolled = vi.fn();

beforeAll(async () => {
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView = scrolled;
  // As the router loads them: the area's strings and the forms engine's its pages brought.
  setupI18n('zh');
  await registerAreaTranslations('forms', translations);
});
afterEach(resetFormStores);

describe('fill page', () => {
  it('loads until the initial source ran, restores the draft, autosaves, checks, and submits once per fill', async () => {
    const server = serve(view());
    open('/form/formtemplat?formid=5');
    expect(await screen.findByText('正在准备表单…')).toBeTruthy();
    server.release();
    const name = (await screen.findByLabelText(/姓名/)) as HTMLInputElement;
    expect(name.value).toBe('草稿里的名字');
    expect((screen.getByLabelText('称谓') as HTMLInputElement).value).toBe('父亲');

    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/draft'))).toBe(true), { timeout: AUTOSAVE_DELAY_MS + 1500 });
    expect(await screen.findByText('已自动保存')).toBeTruthy();

    fireEvent.click(screen.getByText('提交'));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(server.calls.some((c) => c.path.endsWith('/submit'))).toBe(false);

    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.click(screen.getByText('提交'));
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/submit'))).toHaveLength(1));
    fireEvent.click(screen.getByText('提交'));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const submits = server.calls.filter((c) => c.path.endsWith('/submit'));
    expect(submits).toHaveLength(2);
    expect(submits[1]!.body).toMatchObject({ formid: 5, version: 2, values: { text_5_1: '张三', table_5_2: [{ text_5_3: '父亲' }] } });
    expect(submits[1]!.body?.requestId).toBe(submits[0]!.body?.requestId);
    expect(screen.getByText('查看答卷').getAttribute('href')).toBe('/form/detail?id=answer1');
  });

  it("shows the server's field errors under the fields and its refusals as a message", async () => {
    const server = serve(view(), [
      { e: 10022, m: '姓名不能超过10个字', d: { errors: { text_5_1: '姓名不能超过10个字' } } },
      { e: 1, m: '每日仅能提交一次', d: {} },
    ]);
    open('/form/formtemplat?formid=5');
    server.release();
    await screen.findByLabelText(/姓名/);
    fireEvent.click(screen.getByText('提交'));
    expect(await screen.findByText('姓名不能超过10个字')).toBeTruthy();
    fireEvent.click(screen.getByText('提交'));
    expect(await screen.findByText('每日仅能提交一次')).toBeTruthy();
    expect(screen.queryByText('姓名不能超过10个字')).toBeNull();
  });

  it('explains why a form cannot be filled instead of showing it', async () => {
    serve(view({ form: { ...view().form, blocked: 'doneToday', frequency: 'daily' } }));
    open('/formMuc/formtemplat?formid=5');
    expect(await screen.findByText('每日仅能提交一次，今天已提交')).toBeTruthy();
    expect(screen.getByText('我的答卷').getAttribute('href')).toBe('/formMuc/detail2?formid=5');
    expect(screen.queryByText('提交')).toBeNull();
  });
});
