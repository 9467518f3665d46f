import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAreaTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { FillSuccess } from '../fill/fill-success';
import { MyAnswersPage } from '../pages/my-answers';
import { translations } from '../translations';

type TFlow = { answerId: string; instanceId: string; status: string };

/** A fake server: my answers to form 7 and the approvals of those that have one. */
function serve(flows: TFlow[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      asked.push(path);
      const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '', d }));
      if (path === '/forms/api/flows/mine') return ok({ list: flows });
      if (path.endsWith('/my-answers'))
        return ok({ list: [{ id: 'a2', created: 1_700_000_100, day: '2023-11-14' }, { id: 'a1', created: 1_700_000_000, day: '2023-11-14' }] });
      return new Response(JSON.stringify({ e: 10004, m: '不存在', d: {} }));
    }),
  );
  return asked;
}

function open(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  setupI18n('zh');
  await registerAreaTranslations('forms', translations);
});
afterEach(() => queryClient.clear());

describe('an answer that needs approval', () => {
  it('is submitted and waits: the success page says so, with the approval’s state and its tracking page', async () => {
    serve([{ answerId: 'a1', instanceId: 'i1', status: 'running' }]);
    open('/form/formtemplat?formid=7', <FillSuccess family="form" answerId="a1" approval />);
    expect(await screen.findByText('已提交，等待审批')).toBeTruthy();
    expect(await screen.findByText('审批中')).toBeTruthy();
    expect(screen.getByText('查看审批进度').getAttribute('href')).toBe('/document/flow?id=i1');
    expect(screen.getByText('查看答卷').getAttribute('href')).toBe('/form/detail?id=a1');
  });

  it('asks nothing more after an answer to a form without approval', async () => {
    const asked = serve([]);
    open('/form/formtemplat?formid=7', <FillSuccess family="form" answerId="a1" />);
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(asked).not.toContain('/forms/api/flows/mine');
  });

  it('shows in my answers the state of each answer that has one, as the workflow engine says it', async () => {
    serve([{ answerId: 'a1', instanceId: 'i1', status: 'approved' }]);
    open('/form/detail2?formid=7', <MyAnswersPage />);
    expect(await screen.findByText('已通过')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/^提交于/)).toHaveLength(2));
    expect(screen.getAllByText('查看审批进度')).toHaveLength(1);
    expect(screen.getByText('查看审批进度').getAttribute('href')).toBe('/document/flow?id=i1');
  });
});
