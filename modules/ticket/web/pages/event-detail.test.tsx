import { createElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import type { TReservationStatus } from '@quad/reservation-engine/contract';
import zh from '../../i18n/zh.json';
import { claimOf, serveCalls, statusOf } from '../test-fixtures';
import { EventDetailPage } from './event-detail';

// The slider's pictures are the platform's to test: here it is a button that passes.
vi.mock('@quad/platform/ui/slider-captcha', () => ({
  default: ({ onPass }: { onPass: (token: string) => void }) =>
    createElement('button', { type: 'button', onClick: () => onPass('captcha-token') }, '完成滑块验证'),
}));

// A lost answer pops 网络错误 up: the popup library is not what is tested here.
vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

const detailOf = (status: TReservationStatus, prerequisiteForm: { no: number; title: string } | null = null) => ({
  id: 'e1',
  title: '元旦晚会',
  coverUrl: '',
  place: '大礼堂',
  startsAt: 1_790_900_000,
  endsAt: 1_790_910_000,
  organizer: '校团委',
  description: '辞旧迎新',
  prerequisiteTitle: '',
  prerequisiteForm,
  status,
});

/** The detail page at `?id=e1`, and the pass page (a stand-in) it sends a winner to. */
function renderDetail() {
  const router = createMemoryRouter(
    [
      { path: 'ticket/detail', element: createElement(EventDetailPage) },
      { path: 'ticket/success', element: createElement('p', null, '电子票页') },
    ],
    { initialEntries: ['/ticket/detail?id=e1'] },
  );
  render(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })));
  return router;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'ticket', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('an event’s detail page', () => {
  it.each([
    [statusOf({ phase: 'upcoming' }), '订阅提醒', false, '活动未开始，请订阅'],
    [statusOf({ phase: 'upcoming', subscribed: true }), '取消订阅', false, '活动未开始，请订阅'],
    [statusOf({ phase: 'sold-out', remaining: 0 }), '订阅提醒', false, '票已抢光，请订阅'],
    [statusOf({ mode: 'draw' }), '预约', false, '预约中'],
    [statusOf({ mode: 'draw', mine: [claimOf({ state: 'pending' })] }), '预约成功，等待分票', true, '预约成功，等待分票'],
    [statusOf({ phase: 'ended' }), '已结束', true, '已结束'],
    [statusOf({ phase: 'ended', mine: [claimOf({ state: 'checked', checkedAt: 1_790_905_000 })] }), '查看电子票', false, '已验票'],
  ])('shows the button its phase calls for (%#)', async (status, button, disabled, label) => {
    serveCalls({ '/ticket/api/event': () => detailOf(status) });
    renderDetail();
    const pressed = await screen.findByRole('button', { name: button });
    expect((pressed as HTMLButtonElement).disabled).toBe(disabled);
    expect(document.querySelector('.tk-state')?.textContent).toBe(label);
  });

  it('grabs with one request id, retried after a lost answer, and opens the pass of the won ticket', async () => {
    let tries = 0;
    const asked = serveCalls({
      '/ticket/api/event': () => detailOf(statusOf()),
      '/ticket/api/grab': () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return claimOf({ id: 'won1' });
      },
    });
    const router = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '抢票' }));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect((screen.getByRole('button', { name: '抢票' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '抢票' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/success'));
    expect(router.state.location.search).toBe('?id=won1');
    const grabs = asked.filter((a) => a.path === '/ticket/api/grab');
    expect(grabs).toHaveLength(2);
    expect(grabs[0]!.input).toMatchObject({ id: 'e1' });
    // The press after a lost answer is the same attempt: the server answers the ticket it may already have given.
    expect(grabs[1]!.input.requestId).toBe(grabs[0]!.input.requestId);
  });

  it('asks for the slider first when the event wants it, and sends its token with the grab', async () => {
    const asked = serveCalls({
      '/ticket/api/event': () => detailOf(statusOf({ captcha: true })),
      '/ticket/api/grab': () => ({ e: 1, m: '票已抢光，请订阅', d: { reason: 'reservation.sold-out' } }),
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '抢票' }));
    expect(asked.some((a) => a.path === '/ticket/api/grab')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: '完成滑块验证' }));
    expect((await screen.findByRole('alert')).textContent).toBe('票已抢光，请订阅');
    expect(asked.find((a) => a.path === '/ticket/api/grab')?.input).toMatchObject({ id: 'e1', captchaToken: 'captcha-token' });
  });

  it('names the form to fill first, links to it, and says so instead of the grab button', async () => {
    serveCalls({ '/ticket/api/event': () => detailOf(statusOf({ barred: 'form' }), { no: 12, title: '晚会志愿者报名表' }) });
    renderDetail();
    const link = await screen.findByRole('link', { name: '先填写「晚会志愿者报名表」' });
    expect(link.getAttribute('href')).toBe('/form/formtemplat?formid=12');
    expect((screen.getByRole('button', { name: '需先填写「晚会志愿者报名表」' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a page without an event is no page', () => {
    const router = createMemoryRouter([{ path: '*', element: createElement(EventDetailPage) }], { initialEntries: ['/ticket/detail'] });
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })));
    expect(screen.getByText('没有指定活动')).toBeTruthy();
  });
});
