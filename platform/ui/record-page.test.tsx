import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '../shell/router';
import { beforeAll, expect, it } from 'vitest';
import { setupI18n } from '../shell/i18n';
import { queryClient } from '../shell/query-client';
import { RequestError } from '../shell/request';
import { RecordPage } from './record-page';

beforeAll(() => setupI18n('zh'));

/** A record hook as an area writes one: notes n1 exists, any other id is refused by the server. */
const useNote = (id: string) =>
  useQuery({
    queryKey: ['note', id],
    enabled: !!id,
    retry: false,
    queryFn: async () => {
      if (id !== 'n1') throw new RequestError({ e: 10004, m: '笔记不存在', d: {} });
      return { title: '第一篇' };
    },
  });

function open(path: string) {
  const page = (
    <RecordPage useRecord={useNote} missingText="未指定笔记">
      {(note) => <h1>{note.title}</h1>}
    </RecordPage>
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

it('draws the record its ?id= names in the page', async () => {
  open('/note/detail?id=n1');
  expect(await screen.findByRole('heading', { name: '第一篇' })).toBeTruthy();
  expect(document.querySelector('main.q-page')).toBeTruthy();
});

it('says which record is missing when no id is given, and the server refusal when it is gone', async () => {
  open('/note/detail');
  expect(await screen.findByText('未指定笔记')).toBeTruthy();
  open('/note/detail?id=gone');
  expect(await screen.findByText('笔记不存在')).toBeTruthy();
});
