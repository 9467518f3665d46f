import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { AssetSearchPage } from './asset-search';
import { asset } from './test-data';

// The camera cannot run here: the scanner reads a label when its button is pressed.
vi.mock('@quad/platform/ui/code-scanner', () => ({
  CodeScanner: ({ onCode }: { onCode(text: string): void }) => (
    <button type="button" onClick={() => onCode(' https://zc.example.edu/asset/ZCN-2023-0001 ')}>
      读取标签
    </button>
  ),
}));

const MINE = asset('ZCN-2023-0001', '台式计算机');
const THEIRS = asset('ZCN-2023-0011', '服务器', { custodian: 'admin', mine: false, price: 46800 });

function serveSearch() {
  return serveCalls({
    '/asset/api/search': ({ q }) => {
      const list = [MINE, THEIRS].filter((a) => a.code.includes(String(q)) || a.name.includes(String(q)));
      return { list, total: list.length };
    },
    '/asset/api/scan': ({ code }) => (String(code).endsWith(MINE.code) ? MINE : { e: 1, m: '未找到该资产或无权查看', d: {} }),
  });
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'asset', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

const type = (text: string) => {
  const box = screen.getByPlaceholderText('输入资产编号或名称');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
};

describe('finding an asset', () => {
  it('finds by name or code; a department asset shows its custodian', async () => {
    const asked = serveSearch();
    renderPage(<AssetSearchPage />, '/asset/search');
    expect(screen.getByText('输入资产编号、名称，或扫描资产标签上的二维码')).toBeTruthy();
    type('服务器');
    expect(await screen.findByRole('article', { name: '服务器 ZCN-2023-0011' })).toBeTruthy();
    expect(screen.getByText('保管人')).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();
    expect(asked.some((a) => a.path === '/asset/api/search' && a.input.q === '服务器')).toBe(true);
  });

  it('answers 未找到该资产或无权查看 when nothing I may see matches', async () => {
    serveSearch();
    renderPage(<AssetSearchPage />, '/asset/search');
    type('ZCS-9999');
    expect(await screen.findByText('未找到该资产或无权查看')).toBeTruthy();
  });

  it('scans a label (the camera after asking) and shows the asset, or the same refusal for anyone else’s', async () => {
    const asked = serveSearch();
    renderPage(<AssetSearchPage />, '/asset/search');
    fireEvent.click(screen.getByRole('button', { name: '扫描资产标签' }));
    fireEvent.click(screen.getByRole('button', { name: '读取标签' }));
    expect(await screen.findByRole('article', { name: '台式计算机 ZCN-2023-0001' })).toBeTruthy();
    expect(asked.find((a) => a.path === '/asset/api/scan')?.input.code).toBe('https://zc.example.edu/asset/ZCN-2023-0001');
    queryClient.clear();
    serveCalls({ '/asset/api/scan': () => ({ e: 1, m: '未找到该资产或无权查看', d: {} }) });
    renderPage(<AssetSearchPage />, '/asset/search');
    fireEvent.click(screen.getAllByRole('button', { name: '扫描资产标签' }).at(-1)!);
    fireEvent.click(screen.getAllByRole('button', { name: '读取标签' }).at(-1)!);
    expect(await screen.findByText('未找到该资产或无权查看')).toBeTruthy();
  });
});
