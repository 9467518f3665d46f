import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { AssetHomePage } from './asset-home';
import { SUMMARY } from './test-data';

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'asset', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('my assets at a glance', () => {
  it('shows the count and value, by category and status, each leading to the list', async () => {
    serveCalls({ '/asset/api/summary': () => SUMMARY });
    renderPage(<AssetHomePage />, '/asset/index');
    const hero = await screen.findByRole('region', { name: '我保管的资产' });
    expect(within(hero).getByText('3')).toBeTruthy();
    expect(within(hero).getByText('¥21,597.00')).toBeTruthy();
    const byCategory = screen.getByRole('region', { name: '按分类' });
    const computers = within(byCategory).getByRole('link', { name: /计算机设备/ });
    expect(computers.getAttribute('href')).toContain('/asset/list?category=%E8%AE%A1%E7%AE%97%E6%9C%BA%E8%AE%BE%E5%A4%87');
    expect(within(computers).getByText('¥18,298.00')).toBeTruthy();
    const byStatus = screen.getByRole('region', { name: '按状态' });
    expect(within(byStatus).getByRole('link', { name: /维修/ }).getAttribute('href')).toContain('status=');
    expect(screen.getByRole('link', { name: '资产查询 / 扫码' })).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('says when I hold nothing, and tells a manager the search reaches their departments', async () => {
    serveCalls({ '/asset/api/summary': () => ({ ...SUMMARY, count: 0, total: 0, byCategory: [], byStatus: [], manages: true }) });
    renderPage(<AssetHomePage />, '/asset/index');
    expect(await screen.findByText('暂无由您保管的资产')).toBeTruthy();
    expect(screen.getByRole('link', { name: '资产查询 / 扫码（含所管部门）' })).toBeTruthy();
  });
});
