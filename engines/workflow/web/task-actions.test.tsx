import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@quad/platform/shell/dialogs';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { turnTo } from '@quad/platform/shell/picker-test-kit';
import { instanceAt, serveFlow } from './flow-test-kit';
import { TaskActions } from './task-actions';

vi.mock('@quad/platform/shell/dialogs', () => ({
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
  POPUP_MS: 1500,
}));

beforeAll(async () => {
  setupI18n('zh');
  await loadRegisteredTranslations();
});

const reason = () => screen.getByRole('textbox', { name: '驳回理由' });

describe('TaskActions', () => {
  it('offers nothing to someone who may do nothing', () => {
    serveFlow(instanceAt());
    renderPage(<TaskActions instance={instanceAt({ myTask: null })} />, '/document/flow?id=i1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for a reason before rejecting, and offers the steps passed besides the applicant', async () => {
    const sent = serveFlow(instanceAt());
    renderPage(<TaskActions instance={instanceAt()} />, '/document/flow?id=i1');
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const target = screen.getByRole('button', { name: '退回到：退回申请人（流程结束）' });

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写驳回理由');
    expect(sent.filter((s) => s.path.endsWith('/task/reject'))).toEqual([]);

    // The wheel holds the applicant and the step already passed.
    fireEvent.click(target);
    await waitFor(() =>
      expect([...document.querySelectorAll('.adm-picker-view-column-item')].map((item) => item.textContent)).toEqual([
        '退回申请人（流程结束）',
        '班长确认',
      ]),
    );
    await turnTo('班长确认');
    // The popup's own 确定 (the panel has one too).
    await act(async () => fireEvent.click([...document.querySelectorAll('.adm-picker-header-button')].at(-1)!));
    expect(await screen.findByRole('button', { name: '退回到：班长确认' })).toBeTruthy();

    fireEvent.change(reason(), { target: { value: '天数不对' } });
    fireEvent.click(within(screen.getByRole('form', { name: '驳回' })).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path.endsWith('/task/reject'))?.body).toMatchObject({ id: 't1', comment: '天数不对', toStep: 'monitor' }),
    );
    expect(sent.find((s) => s.path.endsWith('/task/reject'))?.body.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the server's message when someone else decided first, and keeps the form for another try", async () => {
    const sent = serveFlow(instanceAt(), { '/task/approve': { e: 1, m: '已被他人处理', d: {} } });
    renderPage(<TaskActions instance={instanceAt()} />, '/document/flow?id=i1');
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    fireEvent.change(screen.getByRole('textbox', { name: '审批意见（选填）' }), { target: { value: '同意' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已被他人处理'));
    expect(sent.find((s) => s.path.endsWith('/task/approve'))?.body).toMatchObject({ id: 't1', comment: '同意', next: [] });
    // The form stays open for another try.
    expect(screen.getByRole('textbox', { name: '审批意见（选填）' })).toBeTruthy();
  });

  it('sends the request back for changes with the reason the applicant will read', async () => {
    const sent = serveFlow(instanceAt());
    renderPage(<TaskActions instance={instanceAt()} />, '/document/flow?id=i1');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['同意', '退回修改', '驳回', '转办', '加签']);
    fireEvent.click(screen.getByRole('button', { name: '退回修改' }));
    const form = screen.getByRole('form', { name: '退回修改' });
    fireEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写退回理由');
    fireEvent.change(within(form).getByRole('textbox', { name: '退回理由（申请人会看到）' }), { target: { value: '请写明返校日期' } });
    fireEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent.find((s) => s.path.endsWith('/task/return'))?.body).toMatchObject({ id: 't1', comment: '请写明返校日期' }));
  });

  it('shows the applicant of a returned request the way to change it', () => {
    serveFlow(instanceAt());
    renderPage(<TaskActions instance={instanceAt({ status: 'returned', myTask: null, canWithdraw: true, revise: '/leave/index?revise=i1' })} />, '/document/flow?id=i1');
    expect(screen.getByRole('link', { name: '去修改' }).getAttribute('href')).toContain('/leave/index?revise=i1');
  });

  it('lets the applicant withdraw after confirming', async () => {
    const sent = serveFlow(instanceAt());
    renderPage(<TaskActions instance={instanceAt({ myTask: null, canWithdraw: true, canUrge: true })} />, '/document/flow?id=i1');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['撤回', '催办']);
    fireEvent.click(screen.getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(sent.find((s) => s.path.endsWith('/instance/withdraw'))?.body).toEqual({ id: 'i1' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已办理'));
  });
});
