import { fireEvent, render, screen } from '@testing-library/react';
import App from 'antd/es/app';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n';

// The console's strings join the i18n instance as the button's module loads: set up first.
let ExportButton: typeof import('./export-button').ExportButton;
beforeAll(async () => {
  setupI18n('zh');
  ({ ExportButton } = await import('./export-button'));
});

const job = (over: Record<string, unknown>) => ({ id: 'x1', status: 'running', total: 3, done: 0, file_name: '人员.xlsx', size: 0, expires: 0, message: '', ...over });

/** The server's answers in turn: the start, then each poll of the progress. */
function answers(...ds: unknown[]) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      return new Response(JSON.stringify({ e: 0, m: '', d: ds.shift() }));
    }),
  );
  return sent;
}

// antd spaces out a two-character label: 导 出.
const EXPORT = /^导\s?出$/;

afterEach(() => vi.unstubAllGlobals());

describe('ExportButton', () => {
  it('starts the export its link names, shows the rows done, then offers the file', async () => {
    const sent = answers(job({}), job({ done: 2 }), job({ status: 'done', done: 3, size: 100, expires: 1_900_000_000 }));
    render(
      <App>
        <ExportButton href="/forms/api/results/export?id=f1">导出</ExportButton>
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: EXPORT }));
    await screen.findByText('正在准备…');
    expect(sent[0]).toContain('/api/exports/start');
    expect(sent[0]).toContain('{"path":"/forms/api/results/export","query":{"id":"f1"}}');
    await screen.findByText('已导出 2 / 3 行', {}, { timeout: 3000 });
    const link = await screen.findByRole('link', { name: /下载文件|下载 文件/ }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/api/exports/file?id=x1');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('says why an export failed', async () => {
    answers(job({}), job({ status: 'error', message: '表单不存在或已被删除' }));
    render(
      <App>
        <ExportButton href="/admin/api/users/export">导出</ExportButton>
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: EXPORT }));
    await screen.findByText('表单不存在或已被删除', {}, { timeout: 3000 });
    expect(screen.getByText('导出失败')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /下载/ })).toBeNull();
  });
});
