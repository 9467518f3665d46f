import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import type { TDatasetLoad, TDatasetStatus } from '../../contract';
import { sendDatasetFile } from './calls/upload-dataset';

// The upload goes by XHR (progress): the file's answer is faked here, the rest by `fetch`.
vi.mock('./calls/upload-dataset', () => ({
  sendDatasetFile: vi.fn(async () => ({
    ok: false,
    version: 3,
    rows: 2,
    badRows: 1,
    errors: [{ row: 3, column: '成绩', message: '成绩不能超过100' }],
    message: '有1行数据不正确，未导入任何数据',
  })),
}));

const status: TDatasetStatus = {
  kind: 'course.grades',
  title: '成绩',
  owner: 'course',
  personal: true,
  columns: [{ name: 'score', title: '成绩', required: true }],
  version: 2,
  updatedAt: 1_790_000_000,
  source: 'upload',
  rows: 1200,
  lastFailure: { version: 3, at: 1_790_003_600, message: '从学校系统拉取数据失败：学校系统无响应', source: 'connector' },
};
const load = (over: Partial<TDatasetLoad>): TDatasetLoad => ({
  version: 2,
  source: 'upload',
  state: 'ready',
  rows: 1200,
  written: 1200,
  kept: true,
  current: true,
  message: '已导入1200行',
  errors: [],
  badRows: 0,
  by: 'u1',
  byName: '王老师',
  started: 1_790_000_000,
  finished: 1_790_000_010,
  ...over,
});

function serve(loads: TDatasetLoad[] = [load({ version: 3, source: 'connector', state: 'failed', current: false, kept: false, rows: 0, message: '从学校系统拉取数据失败', byName: '定时同步' }), load({})]) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      sent.push(path);
      const answer = (d: unknown, e = 0, m = '') => new Response(JSON.stringify({ e, m, d }));
      if (path.endsWith('/datasets/api/status')) return answer(status);
      if (path.endsWith('/datasets/api/loads')) return answer({ list: loads });
      if (path.endsWith('/datasets/api/rollback')) return answer({ ...status, version: 1, lastFailure: null });
      return answer({}, 1, '未知');
    }),
  );
  return sent;
}

let DatasetLoads: ComponentType<{ kind: string }>;
beforeAll(async () => {
  setupI18n('zh');
  DatasetLoads = (await import('./dataset-loads')).DatasetLoads;
  await loadRegisteredTranslations();
});

it('shows the status and history, the validation report of an upload, and rolls back after confirming', async () => {
  const sent = serve();
  renderScreen(<DatasetLoads kind="course.grades" />);
  expect(await screen.findByText('当前版本')).toBeTruthy();
  expect(screen.getByText('1200')).toBeTruthy();
  expect(screen.getByText(/仍在使用上一个版本的数据/)).toBeTruthy();
  expect(await screen.findByText('定时同步')).toBeTruthy();
  expect(screen.getAllByText('学校系统同步').length).toBeGreaterThan(0);

  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], '成绩.csv')] } });
  expect(await screen.findByText('有1行数据不正确，未导入任何数据')).toBeTruthy();
  const report = screen.getByText('成绩不能超过100').closest('tr') as HTMLElement;
  expect(within(report).getByText('3')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /回滚到上一版本/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^回\s*滚$/ }));
  await waitFor(() => expect(sent.some((p) => p.endsWith('/datasets/api/rollback'))).toBe(true));
});

it('shows how far a big upload has come: the file going up, then the rows being written', async () => {
  let finish: (answer: Awaited<ReturnType<typeof sendDatasetFile>>) => void = () => {};
  let progress: (percent: number) => void = () => {};
  vi.mocked(sendDatasetFile).mockImplementationOnce((_kind, _file, onProgress) => {
    progress = onProgress ?? progress;
    return new Promise((resolve) => (finish = resolve));
  });
  serve([load({ version: 3, state: 'loading', current: false, kept: false, rows: 200_000, written: 50_000, message: '' }), load({})]);
  renderScreen(<DatasetLoads kind="course.grades" />);
  await screen.findByText('当前版本');
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['x'], '成绩.csv')] } });
  progress(40);
  expect(await screen.findByText('正在上传文件…')).toBeTruthy();
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  progress(100);
  expect(await screen.findByText('正在检查并写入：50000 / 200000 行')).toBeTruthy();
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  finish({ ok: true, version: 3, rows: 200_000, badRows: 0, errors: [], message: '已导入200000行' });
  expect(await screen.findByText('导入成功：版本 3，共 200000 行，已切换为当前数据')).toBeTruthy();
  expect(screen.queryByText(/正在检查并写入/)).toBeNull();
});
