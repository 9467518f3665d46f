import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { REPORT } from '../pages/fixtures';

const STUDENTS = [
  { student: '2024010002', name: '王伟', className: '计科2401', gpa: 3.1, credits: 40, courses: 20 },
  { student: '2024010003', name: '李娜', className: '计科2402', gpa: null, credits: 0, courses: 1 },
];

let StaffScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'score', zh, true, true);
  StaffScreen = (await import('./staff-screen')).default;
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('学生成绩查询 (score/staff)', () => {
  it('lists the students in scope, searches, and opens one student’s scores', async () => {
    const asked = serveCalls({
      '/score/api/students': ({ q }) => ({ students: STUDENTS.filter((s) => !q || s.student.includes(String(q))), classes: ['计科2401', '计科2402'], truncated: false }),
      '/score/api/student': ({ student }) => ({ ...REPORT, student, name: '王伟' }),
    });
    renderScreen(<StaffScreen />);
    expect(await screen.findByText('王伟')).toBeTruthy();
    expect(screen.getByText('3.10')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('学号或姓名'), { target: { value: '0003' } });
    fireEvent.keyDown(screen.getByPlaceholderText('学号或姓名'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('王伟')).toBeNull());
    expect(asked.some((a) => a.input.q === '0003')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '查看成绩' }));
    expect(await screen.findByText('数据结构')).toBeTruthy();
    expect(asked.some((a) => a.path === '/score/api/student' && a.input.student === '2024010003')).toBe(true);
  }, 30_000);

  it('says when nobody is in scope', async () => {
    serveCalls({ '/score/api/students': () => ({ students: [], classes: [], truncated: false }) });
    renderScreen(<StaffScreen />);
    expect(await screen.findByText('暂无学生成绩')).toBeTruthy();
  }, 30_000);
});
