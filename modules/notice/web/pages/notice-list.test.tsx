import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { NoticeListPage } from './notice-list';

vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: () => false }) }));

const notice = (n: number) => ({
  id: `n${n}`,
  title: `通知${n}`,
  summary: '',
  publisher: '教务处',
  created: 1_700_000_000 - n,
  expires: 0,
  pinned: false,
  mustRead: false,
  read: false,
  confirmed: false,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'notice', zh, true, true);
});

describe('the notice list', () => {
  it('loads the next page when the reader reaches the end, then says there is no more', async () => {
    const asked = serveListPages('/notice/wap/default/list', 13, notice, { unread: 13 });
    renderPage(<NoticeListPage />, '/notice/index');
    expect(await screen.findByRole('link', { name: /^通知13/ })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^通知/ })).toHaveLength(13);
    expect(asked()).toEqual([1, 2]);
  });
});
