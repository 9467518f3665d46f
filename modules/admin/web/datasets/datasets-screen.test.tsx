import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatasetStatus } from '@quad/datasets-engine/contract';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

const phones: TDatasetStatus = {
  kind: 'officetel.phones',
  title: '办公电话',
  owner: 'officetel',
  personal: false,
  columns: [
    { name: 'name', title: '姓名', required: true },
    { name: 'phone', title: '电话', required: true },
  ],
  version: 3,
  updatedAt: 1_790_000_000,
  source: 'connector',
  rows: 842,
  lastFailure: {
    version: 4,
    at: 1_790_003_600,
    message: '从学校系统拉取数据失败：学校系统返回错误：HTTP 500（第 1 页）',
    source: 'connector',
  },
};
const grades: TDatasetStatus = {
  ...phones,
  kind: 'course.grades',
  title: '成绩',
  owner: 'course',
  personal: true,
  version: 0,
  updatedAt: 0,
  source: '',
  rows: 0,
  lastFailure: null,
};

function serve(list: TDatasetStatus[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      const answer = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '操作成功', d }));
      if (path.endsWith('/datasets/api/kinds')) return answer({ list });
      if (path.endsWith('/datasets/api/status')) return answer(list[0]);
      if (path.endsWith('/datasets/api/loads')) return answer({ list: [] });
      if (path.endsWith('/datasets/api/connector'))
        return answer({
          kind: list[0].kind,
          configured: false,
          config: null,
          schedule: { mode: 'off' },
          enabled: false,
          last: null,
          nextAt: 0,
        });
      return answer({});
    }),
  );
}

let DatasetsScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'admin', zh, true, true);
  DatasetsScreen = (await import('./datasets-screen')).default;
  await loadRegisteredTranslations();
});

describe('数据集 in the console', () => {
  it('lists every declared kind with its version, rows, update time, source and last failure; opens one', async () => {
    serve([phones, grades]);
    renderScreen(<DatasetsScreen />);
    const row = (await screen.findByText('办公电话')).closest('tr') as HTMLElement;
    for (const title of ['当前版本', '行数', '数据更新于', '来源', '最近失败']) expect(screen.getByText(title)).toBeTruthy();
    expect(within(row).getByText('842')).toBeTruthy();
    expect(within(row).getByText('学校系统同步')).toBeTruthy();
    expect(within(row).getByText(/HTTP 500/)).toBeTruthy();
    const never = screen.getByText('成绩').closest('tr') as HTMLElement;
    expect(within(never).getByText('尚未导入')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '打开' }));
    expect(await screen.findByText('办公电话（officetel.phones）')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '数据接入' }));
    expect(await screen.findByText(/还没有设置学校系统连接/)).toBeTruthy();
    expect(screen.getAllByLabelText('来源字段').map((input) => (input as HTMLInputElement).value)).toEqual(['name', 'phone']);
  });

  it('says so when no area declared a dataset yet', async () => {
    serve([]);
    renderScreen(<DatasetsScreen />);
    expect(await screen.findByText('还没有功能声明数据集')).toBeTruthy();
  });
});
