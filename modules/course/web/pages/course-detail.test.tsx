import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { claimOf, detailOf, statusOf, termOf } from '../test-fixtures';
import { CourseDetailPage } from './course-detail';

vi.mock('@quad/platform/shell/dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
}));

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'course', zh, true, true);
});
afterEach(() => {
  queryClient.clear();
  vi.mocked(toast).mockClear();
});

const ROUND_ONE = { term: termOf({ phase: 'preference' as const }), status: statusOf({ closesAt: 4_000_000_000 }) };

describe('课程详情', () => {
  it('shows the course in full with its prerequisites, and books a preference in round 1 with a request id', async () => {
    let current = detailOf(ROUND_ONE);
    const asked = serveCalls({
      '/course/api/offering': () => current,
      '/course/api/select': () => {
        const claim = claimOf({ state: 'pending' });
        current = detailOf({ ...ROUND_ONE, mine: { claimId: claim.id, state: 'pending', position: 0, cancellable: true } });
        return claim;
      },
    });
    renderPage(<CourseDetailPage />, '/course/detail?id=o1');
    expect(await screen.findByText('周一 第1-2节 · 第1-16周')).toBeTruthy();
    expect(screen.getByText('周三 第3-4节 · 第1-16周（单周）')).toBeTruthy();
    const prerequisites = within(screen.getByRole('list', { name: '先修课程' })).getAllByRole('listitem');
    expect(prerequisites.map((p) => p.textContent)).toEqual(['✓ 高等数学（MA101）已修', '✗ 程序设计基础（CS101）未修']);

    fireEvent.click(screen.getByRole('button', { name: '预选' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('预选成功，等待抽签'));
    expect(asked.find((a) => a.path === '/course/api/select')!.input).toMatchObject({ id: 'o1', requestId: expect.any(String) });
    expect(await screen.findByText('已预选，等待抽签')).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消预选 线性代数' })).toBeTruthy();
  });

  it('shows the server’s refusal beside the button, and offers the waitlist when full', async () => {
    serveCalls({
      '/course/api/offering': () => detailOf({ remaining: 0, status: statusOf({ phase: 'sold-out', remaining: 0 }) }),
      '/course/api/select': () => ({ e: 1, m: '与《高等数学》上课时间冲突：周一 第1-2节', d: { reason: 'course.conflict' } }),
    });
    renderPage(<CourseDetailPage />, '/course/detail?id=o1');
    fireEvent.click(await screen.findByRole('button', { name: '加入候补' }));
    expect((await screen.findByRole('alert')).textContent).toBe('与《高等数学》上课时间冲突：周一 第1-2节');
  });

  it('drops a course I hold after asking', async () => {
    const asked = serveCalls({
      '/course/api/offering': () => detailOf({ mine: { claimId: 'c9', state: 'won', position: 0, cancellable: true } }),
      '/course/api/drop': () => ({}),
    });
    renderPage(<CourseDetailPage />, '/course/detail?id=o1');
    fireEvent.click(await screen.findByRole('button', { name: '退课 线性代数' }));
    await waitFor(() => expect(asked.find((a) => a.path === '/course/api/drop')?.input).toEqual({ claimId: 'c9' }));
    expect(confirm).toHaveBeenCalledWith('确定退选《线性代数》吗？名额将交给候补的同学。');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已退课'));
  });

  it('greys the button out while waiting for the draw and outside the audience', async () => {
    for (const [over, text] of [
      [{ status: statusOf({ phase: 'drawing' }) }, '预选已截止，等待抽签'],
      [{ status: statusOf({ barred: 'audience' }) }, '不在本次选课范围内'],
    ] as const) {
      queryClient.clear();
      serveCalls({ '/course/api/offering': () => detailOf(over) });
      const { unmount } = renderPage(<CourseDetailPage />, '/course/detail?id=o1');
      expect((await screen.findByRole('button', { name: text })).hasAttribute('disabled')).toBe(true);
      unmount();
    }
  });
});
