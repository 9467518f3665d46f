import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { PublishedList } from './published-list';

const published = (n: number) => ({ id: `n${n}`, title: `已发通知${n}`, created: 1_700_000_000 - n, mustRead: false, pinned: false, audience: 30, read: n });

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'notice', zh, true, true);
});

describe('the publisher’s notices on the phone', () => {
  it('loads older notices when the publisher reaches the end, then says there is no more', async () => {
    const asked = serveListPages('/notice/wap/manage/list', 14, published);
    renderPage(<PublishedList />, '/notice/publish');
    expect(await screen.findByText('已发通知14')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getAllByText(/^已发通知\d+$/)).toHaveLength(14);
    expect(asked()).toEqual([1, 2]);
  });
});
