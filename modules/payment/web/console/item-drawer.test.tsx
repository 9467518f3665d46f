import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CallContract } from '@quad/contracts/call';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { ItemDrawer } from './item-drawer';
import { serveCalls, setupStrings } from './test-server';

// Uploads go by XHR (for their progress), which the fake server does not see: here they go through its fetch, the file's name as input.
vi.mock('@quad/platform/shell/upload', () => ({
  sendFile: async (call: CallContract, _file: Blob, name: string) =>
    (await fetch(call.path, { method: 'POST', body: new URLSearchParams({ name }).toString() })).json(),
}));

const IMPORT = '/payment/api/manage/payers/import';

/** A new item's drawer set to amounts per person, and the Excel file chosen. */
async function importSheet() {
  renderScreen(<ItemDrawer id="" onClose={() => {}} />);
  fireEvent.click(await screen.findByRole('switch', { name: '按人设置金额' }));
  expect(await screen.findByRole('link', { name: /下载模板/ })).toHaveProperty(
    'href',
    expect.stringContaining('/payment/api/manage/payers/template'),
  );
  const file = new File(['PK'], '名单.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(screen.getByLabelText('从Excel导入'), { target: { files: [file] } });
}

beforeAll(setupStrings);

describe('按人金额从 Excel 导入', () => {
  it('puts the lines the server read into the payer list and says how many and how much', async () => {
    const asked = serveCalls({
      '/payment/api/manage/audience': () => ({ departments: [], classes: [], roles: [] }),
      [IMPORT]: () => ({ payers: 'student 12.30\nother 0.10', count: 2, totalFen: 1240 }),
    });
    await importSheet();
    expect(await screen.findByText('已读取 2 人，合计 ¥12.40')).toBeTruthy();
    expect((screen.getByLabelText('缴费名单') as HTMLTextAreaElement).value).toBe('student 12.30\nother 0.10');
    expect(asked.find((a) => a.path === IMPORT)?.input).toEqual({ name: '名单.xlsx' });
  });

  it('shows the server’s refusal in the drawer and leaves the list as it was', async () => {
    serveCalls({
      '/payment/api/manage/audience': () => ({ departments: [], classes: [], roles: [] }),
      [IMPORT]: () => ({ e: 10004, m: '第3行学工号不存在：nobody', d: { errors: { payers: '第3行学工号不存在：nobody' } } }),
    });
    await importSheet();
    expect(await screen.findByText('第3行学工号不存在：nobody')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('缴费名单') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByText(/已读取/)).toBeNull();
  });
});
