import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TAsset } from '../../contract';
import zh from '../../i18n/zh.json';
import { AssetListPage } from './asset-list';
import { asset, SUMMARY } from './test-data';

const ALL: TAsset[] = [asset('ZCN-2023-0001', '台式计算机'), asset('ZCN-2023-0002', '笔记本电脑', { price: 12999 }), asset('ZCN-2023-0003', '激光打印机', { category: '办公设备', status: '维修', price: 3299 })];

function serveList() {
  return serveCalls({
    '/asset/api/summary': () => SUMMARY,
    '/asset/api/list': ({ category, status }) => {
      const list = ALL.filter((a) => (!category || a.category === category) && (!status || a.status === status));
      return { list, total: list.length, categories: ['办公设备', '计算机设备'], updatedAt: 1_790_000_000, failed: false };
    },
  });
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'asset', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the assets in my charge', () => {
  it('lists them with code, value, place and status', async () => {
    serveList();
    renderPage(<AssetListPage />, '/asset/list');
    expect(await screen.findByRole('article', { name: '台式计算机 ZCN-2023-0001' })).toBeTruthy();
    expect(screen.getByText('¥12,999.00')).toBeTruthy();
    expect(screen.getByText('共 3 件')).toBeTruthy();
    expect(screen.getAllByText('实验楼A201').length).toBe(3);
    expect(screen.queryByText('保管人')).toBeNull();
  });

  it('narrows by status and by the category in the address', async () => {
    const asked = serveList();
    renderPage(<AssetListPage />, '/asset/list?category=办公设备');
    expect(await screen.findByRole('article', { name: '激光打印机 ZCN-2023-0003' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: '台式计算机 ZCN-2023-0001' })).toBeNull();
    expect(asked.some((a) => a.path === '/asset/api/list' && a.input.category === '办公设备')).toBe(true);
    fireEvent.click(await screen.findByRole('tab', { name: '全部分类' }));
    fireEvent.click(screen.getByRole('tab', { name: '维修' }));
    await waitFor(() => expect(asked.some((a) => a.input.status === '维修' && !a.input.category)).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: '闲置' }));
    expect(await screen.findByText('暂无符合条件的资产')).toBeTruthy();
  });

  it('says when I hold nothing', async () => {
    serveCalls({ '/asset/api/summary': () => SUMMARY, '/asset/api/list': () => ({ list: [], total: 0, categories: [], updatedAt: 0, failed: false }) });
    renderPage(<AssetListPage />, '/asset/list');
    expect(await screen.findByText('暂无由您保管的资产')).toBeTruthy();
  });
});
