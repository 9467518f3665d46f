import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import type { TDatasetColumn, TDatasetConnector } from '../../contract';

const columns: TDatasetColumn[] = [
  { name: 'name', title: '姓名', required: true },
  { name: 'phone', title: '电话', required: true },
];
const stored: TDatasetConnector = {
  kind: 'officetel.phones',
  configured: true,
  config: {
    kind: 'rest',
    url: 'https://jw.example.edu.cn/api/phones?appSecret=******',
    method: 'GET',
    headers: { Authorization: '******' },
    rowsPath: 'data.list',
    paging: { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 200, startAt: 1 },
    fields: { name: 'xm', phone: 'dh' },
  },
  schedule: { mode: 'daily', at: '02:30' },
  enabled: true,
  last: { at: 1_790_000_000, ok: false, message: '从学校系统拉取数据失败：学校系统返回错误：HTTP 500（第 1 页）', version: 4 },
  nextAt: 1_790_050_000,
};

function serve(connector: TDatasetConnector) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const text = typeof init?.body === 'string' ? init.body : '';
      sent.push({ path, body: text.startsWith('{') ? JSON.parse(text) : text });
      const answer = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '操作成功', d }));
      if (path.endsWith('/datasets/api/connector')) return answer(connector);
      if (path.endsWith('/datasets/api/connector/save')) return answer(connector);
      if (path.endsWith('/datasets/api/status')) return answer({ kind: connector.kind, columns });
      if (path.endsWith('/datasets/api/connector/pull'))
        return answer({ ok: true, version: 5, rows: 120, badRows: 0, errors: [], message: '已导入120行' });
      return answer({});
    }),
  );
  return sent;
}

let Panel: ComponentType<{ kind: string; columns?: TDatasetColumn[] }>;
beforeAll(async () => {
  setupI18n('zh');
  Panel = (await import('./connector-form')).DatasetConnectorPanel;
  await loadRegisteredTranslations();
});

describe('数据接入', () => {
  it('shows the stored connector with its secrets hidden, saves the form back with ******, pulls now', async () => {
    const sent = serve(stored);
    renderScreen(<Panel kind="officetel.phones" columns={columns} />);
    expect(await screen.findByText('最近一次拉取失败', { exact: false })).toBeTruthy();
    expect(screen.getByText(/HTTP 500/)).toBeTruthy();
    expect((screen.getByLabelText('接口地址') as HTMLInputElement).value).toBe('https://jw.example.edu.cn/api/phones?appSecret=******');
    const headerValue = screen.getByLabelText('请求头内容') as HTMLInputElement;
    expect(headerValue.value).toBe('');
    expect(headerValue.placeholder).toBe('已保存（不显示），留空则沿用');
    expect((screen.getByLabelText('请求头名称') as HTMLInputElement).value).toBe('Authorization');
    expect((screen.getByLabelText('页码参数名') as HTMLInputElement).value).toBe('pageNum');
    expect(screen.getAllByLabelText('来源字段').map((input) => (input as HTMLInputElement).value)).toEqual(['xm', 'dh']);
    expect((screen.getByLabelText('每天拉取的时间') as HTMLInputElement).value).toBe('02:30');

    fireEvent.click(screen.getByRole('button', { name: '立即拉取' }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/connector/pull'))).toBe(true));
    expect(await screen.findByText('拉取成功：版本 5，共 120 行，已切换为当前数据', {}, { timeout: 5000 })).toBeTruthy();

    fireEvent.change(screen.getAllByLabelText('来源字段')[1], { target: { value: 'lxdh' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/connector/save'))).toBe(true));
    const saved = sent.find((s) => s.path.endsWith('/connector/save'))!.body;
    expect(saved).toEqual({
      kind: 'officetel.phones',
      config: {
        kind: 'rest',
        url: 'https://jw.example.edu.cn/api/phones?appSecret=******',
        method: 'GET',
        headers: { Authorization: '******' },
        rowsPath: 'data.list',
        paging: { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 200, startAt: 1 },
        fields: { name: 'xm', phone: 'lxdh' },
      },
      schedule: { mode: 'daily', at: '02:30' },
      enabled: true,
    });
  });

  it('starts a new connector with the kind’s columns mapped to themselves', async () => {
    serve({ kind: 'officetel.phones', configured: false, config: null, schedule: { mode: 'off' }, enabled: false, last: null, nextAt: 0 });
    renderScreen(<Panel kind="officetel.phones" columns={columns} />);
    expect(await screen.findByText(/还没有设置学校系统连接/)).toBeTruthy();
    expect(screen.getAllByLabelText('来源字段').map((input) => (input as HTMLInputElement).value)).toEqual(['name', 'phone']);
    expect(screen.queryByRole('button', { name: '立即拉取' })).toBeNull();
    fireEvent.click(screen.getByText('数据库视图（PostgreSQL）'));
    expect(await screen.findByLabelText('数据库连接串')).toBeTruthy();
    expect(screen.queryByLabelText('接口地址')).toBeNull();
  });

  it('reads the kind’s columns from its status when the page does not pass them', async () => {
    const sent = serve({ kind: 'officetel.phones', configured: false, config: null, schedule: { mode: 'off' }, enabled: false, last: null, nextAt: 0 });
    renderScreen(<Panel kind="officetel.phones" />);
    expect(await screen.findByText(/还没有设置学校系统连接/)).toBeTruthy();
    expect(screen.getAllByLabelText('来源字段').map((input) => (input as HTMLInputElement).value)).toEqual(['name', 'phone']);
    expect(sent.some((s) => s.path.endsWith('/datasets/api/status'))).toBe(true);
  });
});
