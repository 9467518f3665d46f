import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TCampaign, TMyRecord, TRecordItem, TRequest } from '../../contract';
import zh from '../../i18n/zh.json';
import { RecordPage } from './record-page';

vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

const OPEN: TCampaign = { id: 'c1', name: '2026年秋季学生信息核对', opens: '2026-09-01', closes: '2026-09-30', editable: ['phone', 'ethnicity'], isOpen: true };
const item = (field: string, label: string, value: string, more: Partial<TRecordItem> = {}): TRecordItem => ({ field, label, value, isEditable: false, pending: null, corrected: null, rejected: null, ...more });
const request = (more: Partial<TRequest>): TRequest => ({ id: 'r1', field: 'phone', label: '手机号', oldValue: '13800000000', newValue: '13900001111', reason: '换号', attachments: [], status: 'pending', comment: '', created: 1, reviewed: 0, ...more });

function record(more: Partial<TMyRecord> = {}): TMyRecord {
  return {
    hasRecord: true,
    campaign: OPEN,
    status: 'unconfirmed',
    confirmedAt: 0,
    items: [
      item('studentNo', '学号', '2024010001'),
      item('idCard', '身份证号', '6101**********1234'),
      item('ethnicity', '民族', '汉族', { isEditable: true }),
      item('phone', '手机号', '13800000000', { isEditable: true }),
    ],
    requests: [],
    updatedAt: 1_790_000_000,
    failed: false,
    ...more,
  };
}

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'infocheck', zh, true, true);
  await loadRegisteredTranslations();
});
beforeEach(() => {
  queryClient.clear();
  vi.mocked(confirm).mockClear();
  vi.mocked(toast).mockClear();
});

describe('the record check page', () => {
  it('lists the items with 修改 only where editable, the masked ID, the status banner and 数据更新于', async () => {
    serveCalls({ '/infocheck/api/mine': () => record() });
    renderPage(<RecordPage />, '/infocheck/index');
    expect(await screen.findByText('待确认')).toBeTruthy();
    expect(screen.getByText('6101**********1234')).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改手机号' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改民族' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改学号' })).toBeNull();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
  });

  it('sends a correction with its value and reason, and refuses an empty reason before sending', async () => {
    const asked = serveCalls({ '/infocheck/api/mine': () => record(), '/infocheck/api/correct': () => request({}) });
    renderPage(<RecordPage />, '/infocheck/index');
    fireEvent.click(await screen.findByRole('button', { name: '修改手机号' }));
    const form = await screen.findByRole('form', { name: '更正手机号' });
    fireEvent.change(within(form).getByPlaceholderText('请填写正确的手机号'), { target: { value: '13900001111' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交更正申请' }));
    expect(await within(form).findByText('请填写更正理由')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('更正理由', { selector: 'textarea' }), { target: { value: '换号' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交更正申请' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/infocheck/api/correct')).toBe(true));
    const sent = asked.find((a) => a.path === '/infocheck/api/correct')!.input;
    expect(sent).toMatchObject({ field: 'phone', value: '13900001111', reason: '换号' });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已提交，请等待审核'));
  });

  it('shows the server’s refusal in the form', async () => {
    serveCalls({ '/infocheck/api/mine': () => record(), '/infocheck/api/correct': () => ({ e: 1, m: '该项已有更正申请待审核，请等待审核结果或先撤回', d: {} }) });
    renderPage(<RecordPage />, '/infocheck/index');
    fireEvent.click(await screen.findByRole('button', { name: '修改民族' }));
    const form = await screen.findByRole('form', { name: '更正民族' });
    fireEvent.change(within(form).getByPlaceholderText('请填写正确的民族'), { target: { value: '回族' } });
    fireEvent.change(within(form).getByLabelText('更正理由', { selector: 'textarea' }), { target: { value: '登记有误' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交更正申请' }));
    expect(await within(form).findByText('该项已有更正申请待审核，请等待审核结果或先撤回')).toBeTruthy();
  });

  it('confirms after the dialog, and shows pending, corrected and refused items with the requests', async () => {
    const asked = serveCalls({
      '/infocheck/api/mine': () =>
        record({
          status: 'pending',
          items: [
            item('phone', '手机号', '13800000000', { isEditable: true, pending: request({}) }),
            item('nativePlace', '籍贯', '陕西西安', { corrected: '山东济南' }),
            item('political', '政治面貌', '共青团员', { rejected: request({ id: 'r2', status: 'rejected', comment: '请上传证明' }) }),
          ],
          requests: [request({}), request({ id: 'r2', field: 'political', label: '政治面貌', status: 'rejected', comment: '请上传证明' })],
        }),
      '/infocheck/api/confirm': () => ({ confirmedAt: 1 }),
    });
    renderPage(<RecordPage />, '/infocheck/index');
    expect(await screen.findByText('有更正待审核')).toBeTruthy();
    expect(screen.getByText('更正为“13900001111”待审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改手机号' })).toBeNull();
    expect(screen.getByText('已更正为“山东济南”（待教务系统同步）')).toBeTruthy();
    expect(screen.getByText('更正未通过：请上传证明')).toBeTruthy();
    const requests = screen.getByRole('region', { name: '我的更正申请' });
    expect(within(requests).getByText('已驳回')).toBeTruthy();
    expect(within(requests).getByRole('button', { name: '撤回' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认无误' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/infocheck/api/confirm')).toBe(true));
    expect(confirm).toHaveBeenCalled();
  });

  it('is read-only outside the campaign, and says so when there is no record', async () => {
    serveCalls({ '/infocheck/api/mine': () => record({ campaign: { ...OPEN, isOpen: false }, items: record().items.map((i) => ({ ...i, isEditable: false })) }) });
    renderPage(<RecordPage />, '/infocheck/index');
    expect(await screen.findByText('（已不在核对时间内，仅可查看）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^修改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '确认无误' })).toBeNull();
    queryClient.clear();
    serveCalls({ '/infocheck/api/mine': () => record({ hasRecord: false, items: [] }) });
    renderPage(<RecordPage />, '/infocheck/index');
    expect(await screen.findByText('暂无你的学籍信息，如有疑问请联系教务处')).toBeTruthy();
  });
});
