import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

let CompletedScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'course', zh, true, true);
  CompletedScreen = (await import('./completed-screen')).default;
});

describe('已修课程', () => {
  it('lists completed courses, and shows which pasted lines are wrong when an import is refused', async () => {
    const asked = serveCalls({
      '/course/api/manage/completed': () => ({
        list: [
          {
            id: 'k1',
            title: '学生演示账号 CS101',
            number: '2024010001',
            realname: '学生演示账号',
            code: 'CS101',
            termLabel: '2025-2026学年第二学期',
            created: 1_790_000_000,
          },
        ],
        total: 1,
      }),
      '/course/api/manage/completed/import': (input) =>
        String(input.text).includes('nobody')
          ? { imported: 0, errors: [{ line: 2, message: '学号不存在：nobody' }] }
          : { imported: 2, errors: [] },
    });
    renderScreen(<CompletedScreen />);
    expect(within((await screen.findByText('2024010001')).closest('tr')!).getByText('CS101')).toBeTruthy();

    const box = screen.getByLabelText('导入已修课程');
    fireEvent.change(box, { target: { value: '2024010001,MA101,2025秋\nnobody,MA101,2025秋' } });
    fireEvent.click(screen.getByRole('button', { name: /导\s?入/ }));
    const errors = within(await screen.findByRole('list', { name: '错误明细' }));
    expect(errors.getByText('第2行：学号不存在：nobody')).toBeTruthy();
    expect(screen.getByText('有 1 行不正确，全部未导入')).toBeTruthy();

    fireEvent.change(box, { target: { value: '2024010001,MA101,2025秋\n2024010002,MA101,2025秋' } });
    fireEvent.click(screen.getByRole('button', { name: /导\s?入/ }));
    expect(await screen.findByText('已导入 2 条')).toBeTruthy();
    await waitFor(() => expect(asked.filter((a) => a.path === '/course/api/manage/completed/import')).toHaveLength(2));
  });
});
