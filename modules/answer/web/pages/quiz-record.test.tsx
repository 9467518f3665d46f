import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { QuizRecordPage } from './quiz-record';

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'answer', zh, true, true);
});
beforeEach(() => queryClient.clear());

const record = (extra: Record<string, unknown> = {}) => ({
  id: 'a1',
  quizId: 'q1',
  title: '安全知识竞赛',
  seq: 1,
  state: 'submitted',
  score: 10,
  fullMarks: 20,
  passMark: 60,
  passed: false,
  used: 125,
  started: 1_780_000_000,
  submitted: 1_780_000_125,
  reviewShown: true,
  questions: [
    {
      id: 's',
      kind: 'single',
      text: '火警电话是？',
      options: [
        { key: 'A', text: '110' },
        { key: 'B', text: '119' },
      ],
      points: 10,
      mine: ['B'],
      got: 10,
      right: true,
      correct: ['B'],
      explanation: '火警电话是 119。',
    },
    {
      id: 'j',
      kind: 'judge',
      text: '火灾时可以乘电梯。',
      options: [],
      points: 10,
      mine: ['T'],
      got: 0,
      right: false,
      correct: ['F'],
      explanation: '',
    },
  ],
  ...extra,
});

describe('an attempt’s result', () => {
  it('shows the score, time used and each question reviewed', async () => {
    serveCalls({ '/answer/api/record': () => record() });
    renderPage(<QuizRecordPage />, '/answer/record?id=a1');
    expect((await screen.findByLabelText('得分')).textContent).toBe('10 / 20分');
    expect(screen.getByText('及格分 60分 · 用时 2分05秒')).toBeTruthy();
    expect(screen.getByText('不及格')).toBeTruthy();
    expect(screen.getByText('正确答案：B')).toBeTruthy();
    expect(screen.getByText('解析：火警电话是 119。')).toBeTruthy();
    expect(screen.getByText('正确答案：错误')).toBeTruthy();
    expect(screen.getAllByText(/✗ 错误/)).toHaveLength(1);
  });

  it('holds the answers back until closing, and says when an attempt ran over', async () => {
    serveCalls({
      '/answer/api/record': () =>
        record({
          reviewShown: false,
          questions: record().questions.map((q) => ({ ...q, got: -1, right: null, correct: [], explanation: '' })),
        }),
    });
    renderPage(<QuizRecordPage />, '/answer/record?id=a1');
    expect(await screen.findByText('答案将在活动结束后公布')).toBeTruthy();
    expect(screen.queryByText(/正确答案/)).toBeNull();

    queryClient.clear();
    serveCalls({ '/answer/api/record': () => record({ state: 'late', score: 0, questions: [] }) });
    renderPage(<QuizRecordPage />, '/answer/record?id=a1');
    expect(await screen.findByText('本次答题超过时限，答卷未被接受')).toBeTruthy();
  });
});
