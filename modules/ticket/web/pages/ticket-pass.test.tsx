import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { claimOf, serveCalls } from '../test-fixtures';
import { TicketPassPage } from './ticket-pass';

const passOf = (state: 'won' | 'checked') => ({
  ticket: {
    ...claimOf({ state, checkedAt: state === 'checked' ? 1_790_905_000 : 0 }),
    eventId: 'e1',
    title: '元旦晚会',
    place: '大礼堂',
    startsAt: 1_790_900_000,
    endsAt: 1_790_910_000,
  },
  token: 'q1.x.1.y',
  svg: '<svg/>',
  refreshIn: 30,
  code: 'K7QX2M9P',
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'ticket', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('my ticket', () => {
  it('shows the QR and the 兑换码 of a won ticket', async () => {
    serveCalls({ '/ticket/api/pass': () => passOf('won') });
    renderPage(<TicketPassPage />, '/ticket/success?id=c1');
    expect(await screen.findByRole('img', { name: '入场二维码' })).toBeTruthy();
    expect(screen.getByText('抢票成功')).toBeTruthy();
    expect(screen.getByText('K7QX2M9P')).toBeTruthy();
    expect(screen.getByText('入场时出示此码；二维码会定时刷新，截图无效')).toBeTruthy();
  });

  it('says a checked ticket was checked', async () => {
    serveCalls({ '/ticket/api/pass': () => passOf('checked') });
    renderPage(<TicketPassPage />, '/ticket/success?id=c1');
    expect(await screen.findByText('已验票')).toBeTruthy();
    expect(screen.getByText(/^已于 .+ 验票$/)).toBeTruthy();
  });

  it('shows the refusal with a retry', async () => {
    serveCalls({ '/ticket/api/pass': () => ({ e: 1, m: '这张票还没有生效', d: {} }) });
    renderPage(<TicketPassPage />, '/ticket/success?id=c1');
    expect(await screen.findByText('这张票还没有生效')).toBeTruthy();
  });
});
