import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TReviewItem } from '../../contract';
import zh from '../../i18n/zh.json';

const ITEM: TReviewItem = {
  id: 'r1', field: 'phone', label: '手机号', oldValue: '13800000000', newValue: '13900001111', reason: '手机号已更换', attachments: [], status: 'pending', comment: '',
  created: 1, reviewed: 0, studentNo: '2024010003', studentName: '王小明', className: '计科2401班', college: '计算机学院', reviewer: '',
};
const LIST = {
  list: [ITEM],
  total: 1,
  campaign: { id: 'c1', name: '2026年秋季学生信息核对', opens: '2026-09-01', closes: '2026-09-30', editable: ['phone'], isOpen: true },
  counts: { pending: 1, approved: 2, rejected: 0 },
  classes: [{ className: '计科2401班', college: '计算机学院', students: 30, confirmed: 12, unconfirmed: 18, pending: 1 }],
};

let ReviewScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'infocheck', zh, true, true);
  ReviewScreen = (await import('./review-screen')).default;
  await loadRegisteredTranslations();
  // The screen's first import brings antd: slow on a busy machine.
}, 60_000);
beforeEach(() => queryClient.clear());

describe('the review console page', () => {
  it('lists the requests and each class’s progress; a rejection needs a comment, an approval is sent', async () => {
    const asked = serveCalls({ '/infocheck/api/review/list': () => LIST, '/infocheck/api/review/decide': () => ({ ...ITEM, status: 'approved' }) });
    renderScreen(<ReviewScreen />);
    expect(await screen.findByText('王小明（2024010003）')).toBeTruthy();
    expect(asked[0]?.input).toMatchObject({ status: 'pending', page: '1' });
    expect(screen.getByText('各班确认进度')).toBeTruthy();
    expect(screen.getByText('18')).toBeTruthy();
    fireEvent.click(screen.getByText('审核'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('13900001111')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '驳 回' }));
    expect(await within(drawer).findByText('驳回时请填写原因，学生会看到')).toBeTruthy();
    expect(asked.some((a) => a.path === '/infocheck/api/review/decide')).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: '通 过' }));
    await waitFor(() => expect(asked.find((a) => a.path === '/infocheck/api/review/decide')?.input).toMatchObject({ id: 'r1', approve: 'true' }));
  }, 30_000);
});
