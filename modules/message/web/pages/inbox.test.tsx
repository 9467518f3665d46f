import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { InboxPage } from './inbox';

const message = (n: number) => ({ id: `m${n}`, appKey: 'notice', title: `消息${n}`, body: '', link: '', created: 1_700_000_000 - n, read: false });

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'message', zh, true, true);
});

describe('the inbox', () => {
  it('loads the next page when the reader reaches the end, then says there is no more', async () => {
    const asked = serveListPages('/message/wap/default/list', 12, message, { unread: 12 });
    renderPage(<InboxPage />, '/message/index');
    expect(await screen.findByRole('link', { name: /^消息12/ })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^消息\d/ })).toHaveLength(12);
    expect(asked()).toEqual([1, 2]);
    expect(screen.getByText('未读 12 条')).toBeTruthy();
  });
});
