import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

let ManageScreen: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'answer', zh, true, true);
  ManageScreen = (await import('./manage-screen')).default;
  await loadRegisteredTranslations();
});

const quiz = {
  id: 'q1',
  title: '安全知识竞赛',
  state: 'open',
  opensAt: 1_780_000_000,
  closesAt: 1_780_600_000,
  timeLimit: 15,
  draw: 10,
  bank: 12,
  attemptsAllowed: 2,
  attempts: 1,
  people: 1,
  created: 1_779_900_000,
};

const detail = {
  ...quiz,
  description: '',
  passMark: 60,
  review: 'submitted',
  draw: 0,
  attempts: 0,
  questions: [
    { id: 's', kind: 'single', text: '火警电话是？', options: ['110', '119'], answer: ['B'], points: 10, explanation: '' },
    { id: 'f', kind: 'fill', text: '急救电话是（ ）。', options: [], answer: ['120', '一二零'], points: 5, explanation: '' },
  ],
  all: true,
  departments: [],
  classes: [],
  roles: [],
  people: [],
};

describe('答题管理', () => {
  it('edits a quiz’s bank and saves its questions as the server takes them', async () => {
    const asked = serveCalls({
      '/answer/api/manage/list': () => ({ list: [quiz], total: 1 }),
      '/answer/api/manage/detail': () => detail,
      '/answer/api/manage/audience': () => ({ departments: [], classes: [], roles: [] }),
      '/answer/api/manage/save': () => ({ id: 'q1' }),
    });
    renderScreen(<ManageScreen />);
    expect(await screen.findByText('抽10/12题 · 15分钟 · 每人2次')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑 安全知识竞赛' }));
    expect(await screen.findByDisplayValue('火警电话是？')).toBeTruthy();
    expect(screen.getByDisplayValue('120 | 一二零')).toBeTruthy();
    const first = screen.getByText('第1题').closest('.ant-card') as HTMLElement;
    fireEvent.change(within(first).getByLabelText('选项'), { target: { value: '110\n119\n120' } });
    fireEvent.change(within(first).getByLabelText('正确答案'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(asked.some((a) => a.path === '/answer/api/manage/save')).toBe(true));
    expect(asked.find((a) => a.path === '/answer/api/manage/save')?.input).toMatchObject({
      id: 'q1',
      timeLimit: 15,
      questions: [
        { id: 's', kind: 'single', options: ['110', '119', '120'], answer: ['B'], points: 10 },
        { id: 'f', kind: 'fill', options: [], answer: ['120', '一二零'], points: 5 },
      ],
    });
  });

  it('opens a quiz’s scores', async () => {
    serveCalls({
      '/answer/api/manage/list': () => ({ list: [quiz], total: 1 }),
      '/answer/api/manage/attempts': () => ({
        list: [
          {
            id: 'a1',
            name: '学生演示账号',
            number: '2024010001',
            department: '计算机学院',
            seq: 1,
            state: 'submitted',
            score: 80,
            fullMarks: 100,
            passed: true,
            used: 125,
            started: 1_780_100_000,
          },
        ],
        total: 1,
      }),
    });
    renderScreen(<ManageScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '成绩 安全知识竞赛' }));
    expect(await screen.findByText('学生演示账号')).toBeTruthy();
    expect(screen.getByText('80 / 100')).toBeTruthy();
    expect(screen.getByText('2分05秒')).toBeTruthy();
    expect(screen.getByText('及格')).toBeTruthy();
  });
});
