import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import type { TExamSession, TStaffExams } from '../../contract';
import zh from '../../i18n/zh.json';

const permissions = vi.hoisted(() => ({ datasets: true }));
vi.mock('@quad/platform/shell/use-session', () => ({ useSession: () => ({ allowed: (app: string, module?: string) => app === 'admin' && module === 'datasets' && permissions.datasets }) }));

const student = (studentNo: string, className: string, room: string, seat: string) => ({ studentNo, name: `学生${studentNo.slice(-2)}`, className, room, seat });
const SESSIONS: TExamSession[] = [
  {
    courseCode: 'MATH1101',
    courseName: '高等数学',
    examType: '期末',
    date: '2026-12-02',
    start: '09:00',
    end: '11:00',
    campus: '北校区',
    rooms: ['一教101', '一教102'],
    count: 3,
    finished: false,
    students: [student('2024010001', '计科2401班', '一教101', '1'), student('2024010002', '计科2401班', '一教101', '2'), student('2024010003', '软工2402班', '一教102', '1')],
  },
  { courseCode: 'PE1001', courseName: '体育理论', examType: '结课', date: '2026-11-20', start: '14:00', end: '15:30', campus: '北校区', rooms: ['体育馆'], count: 1, finished: true, students: [student('2024010003', '软工2402班', '体育馆', '9')] },
];

/** The overview as the server filters it: by class and by course. */
function serveOverview() {
  return serveCalls({
    '/exam/api/sessions': ({ className = '', courseCode = '' }) => {
      const sessions = SESSIONS.filter((s) => !courseCode || s.courseCode === courseCode)
        .map((s) => ({ ...s, students: s.students.filter((p) => !className || p.className === className) }))
        .map((s) => ({ ...s, count: s.students.length }))
        .filter((s) => s.count > 0);
      const answer: TStaffExams = { sessions, classes: ['计科2401班', '软工2402班'], courses: [{ code: 'MATH1101', name: '高等数学' }, { code: 'PE1001', name: '体育理论' }], total: sessions.reduce((n, s) => n + s.count, 0), updatedAt: 1_790_000_000, failed: false };
      return answer;
    },
    '/datasets/api/status': () => ({ kind: 'exam.arrangements', title: '考试安排', owner: 'exam', personal: true, columns: [{ name: 'studentNo', title: '学号', required: true }], version: 2, updatedAt: 1_790_000_000, source: 'upload', rows: 366, lastFailure: null }),
    '/datasets/api/loads': () => ({ list: [] }),
    '/datasets/api/connector': () => ({ configured: false, config: null, schedule: { mode: 'off' }, enabled: false, last: null, nextAt: 0 }),
  });
}

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'exam', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

describe('the exams console page', () => {
  it('shows the sessions of my scope with their rooms and counts, and opens a session on its students', async () => {
    permissions.datasets = false;
    serveOverview();
    renderScreen(<ManageScreen />);
    const maths = (await screen.findByText('高等数学（MATH1101）')).closest('tr')!;
    expect(within(maths).getByText('一教101、一教102')).toBeTruthy();
    expect(within(maths).getByText('3')).toBeTruthy();
    expect(within(maths).getByText('未开始')).toBeTruthy();
    expect(screen.getByText('共 2 场考试，4 人次')).toBeTruthy();
    expect(screen.getByText(/数据更新于/)).toBeTruthy();
    fireEvent.click(within(maths).getByRole('button'));
    expect(await screen.findByText('学生02')).toBeTruthy();
    // A counselor is not offered the upload and connector tabs, and is told why.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['考试总览']);
    expect(screen.getByText(/需要“数据集”权限/)).toBeTruthy();
  });

  it('filters by class and by course', async () => {
    permissions.datasets = false;
    const asked = serveOverview();
    renderScreen(<ManageScreen />);
    await screen.findByText('高等数学（MATH1101）');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '班级' }));
    fireEvent.click(await screen.findByTitle('计科2401班'));
    await waitFor(() => expect(screen.queryByText('体育理论（PE1001）')).toBeNull());
    expect(asked.some((a) => a.input.className === '计科2401班')).toBe(true);
    expect(screen.getByText('共 1 场考试，2 人次')).toBeTruthy();
  });

  it("gives administrators the arrangements' loads and the connector", async () => {
    permissions.datasets = true;
    const asked = serveOverview();
    renderScreen(<ManageScreen />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['考试总览', '数据导入', '数据接入']);
    fireEvent.click(screen.getByRole('tab', { name: '数据导入' }));
    expect(await screen.findByText('当前版本')).toBeTruthy();
    expect(screen.getByText('366')).toBeTruthy();
    expect(asked.find((a) => a.path === '/datasets/api/status')?.input.kind).toBe('exam.arrangements');
    fireEvent.click(screen.getByRole('tab', { name: '数据接入' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/datasets/api/connector')).toBe(true));
  });

  it('shows a refusal with a retry', async () => {
    permissions.datasets = false;
    serveCalls({ '/exam/api/sessions': () => ({ e: 10003, m: '没有权限', d: {} }) });
    renderScreen(<ManageScreen />);
    expect(await screen.findByText('没有权限')).toBeTruthy();
  });
});
