import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import { FRESH, serveCalls, setupStrings } from './test-kit';
import { CollectionPage } from './collection-page';
import { OrderPage } from './order-page';

beforeAll(setupStrings);
beforeEach(() => queryClient.clear());

describe('my collection', () => {
  it('lists the kept titles with shelf status, place and ISBN', async () => {
    serveCalls({
      '/library/api/collection': () => ({
        list: [
          {
            title: '机器学习',
            author: '周志华',
            callNumber: 'TP181/Z780',
            isbn: '9787302423287',
            savedAt: '2026-03-01',
            shelfStatus: '在架',
            location: '自然科学借阅室（三楼）',
          },
        ],
        ...FRESH,
      }),
    });
    renderPage(<CollectionPage />, '/library/collection');
    const book = await screen.findByRole('article', { name: '机器学习' });
    expect(within(book).getByText('在架')).toBeTruthy();
    expect(within(book).getByText(/ISBN 9787302423287/)).toBeTruthy();
    expect(within(book).getByText('馆藏地点：自然科学借阅室（三楼）')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('shows the empty state and failures', async () => {
    serveCalls({ '/library/api/collection': () => ({ list: [], ...FRESH }) });
    renderPage(<CollectionPage />, '/library/collection');
    expect(await screen.findByText('暂无收藏的图书')).toBeTruthy();
    queryClient.clear();
    serveCalls({ '/library/api/collection': () => ({ e: 1, m: '系统繁忙', d: {} }) });
    renderPage(<CollectionPage />, '/library/collection');
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
  });
});

describe('my reservations', () => {
  it('shows each status, and where and by when to collect a book that is ready', async () => {
    serveCalls({
      '/library/api/reservations': () => ({
        list: [
          {
            title: '三体',
            author: '刘慈欣',
            callNumber: 'I247.55/L631',
            reservedDate: '2026-04-20',
            status: '到馆待取',
            pickupPlace: '总服务台（一楼）',
            pickupDeadline: '2026-04-29',
          },
          {
            title: '活着',
            author: '余华',
            callNumber: 'I247.57/Y792',
            reservedDate: '2026-04-24',
            status: '等待中',
            pickupPlace: '',
            pickupDeadline: '',
          },
        ],
        ...FRESH,
      }),
    });
    renderPage(<OrderPage />, '/library/order');
    const ready = await screen.findByRole('article', { name: '三体' });
    expect(within(ready).getByText('到馆待取')).toBeTruthy();
    expect(within(ready).getByText('请于 2026-04-29 前到总服务台（一楼）取书')).toBeTruthy();
    const waiting = screen.getByRole('article', { name: '活着' });
    expect(within(waiting).getByText('等待中')).toBeTruthy();
    expect(within(waiting).queryByText(/取书/)).toBeNull();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serveCalls({ '/library/api/reservations': () => ({ list: [], ...FRESH }) });
    renderPage(<OrderPage />, '/library/order');
    expect(await screen.findByText('暂无预约')).toBeTruthy();
  });
});
