import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { storage } from '@quad/platform/shell/storage';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { QuizDetailPage } from './quiz-detail';

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'answer', zh, true, true);
});
beforeEach(() => {
  queryClient.clear();
  storage.clear();
});

const now = () => Math.floor(Date.now() / 1000);

const detail = (extra: Record<string, unknown> = {}) => ({
  id: 'q1',
  title: '安全知识竞赛',
  state: 'open',
  opensAt: now() - 3600,
  closesAt: now() + 86_400,
  timeLimit: 10,
  questions: 3,
  attemptsAllowed: 2,
  attemptsUsed: 0,
  best: -1,
  description: '限时答题',
  passMark: 60,
  review: 'submitted',
  openAttempt: '',
  canStart: true,
  blocked: '',
  ...extra,
});

/** A paper of three questions whose clock has `left` seconds on the server. */
const paper = (left: number) => ({
  attemptId: 'a1',
  quizId: 'q1',
  title: '安全知识竞赛',
  seq: 1,
  started: now() - 600 + left,
  deadline: now() + left,
  now: now(),
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
    },
    {
      id: 'm',
      kind: 'multiple',
      text: '逃生时正确的做法？',
      options: [
        { key: 'A', text: '湿毛巾捂口鼻' },
        { key: 'B', text: '乘电梯' },
        { key: 'C', text: '低姿前进' },
      ],
      points: 10,
    },
    { id: 'f', kind: 'fill', text: '急救电话是（ ）。', options: [], points: 10 },
  ],
});

describe('the answering page', () => {
  it('starts a paper, counts down, and hands in the answers given', async () => {
    const asked = serveCalls({
      '/answer/api/detail': () => detail(),
      '/answer/api/start': () => paper(540),
      '/answer/api/submit': () => ({ id: 'a1', score: 30, fullMarks: 30, passed: true }),
      '/answer/api/record': () => ({ e: 10004, m: '答题记录不存在', d: {} }),
    });
    renderPage(<QuizDetailPage />, '/answer/detail?id=q1');
    expect(await screen.findByText('每次随机抽取3题')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始答题' }));

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^剩余时间 (09:00|08:59)$/);
    expect(asked.find((a) => a.path === '/answer/api/start')?.input).toMatchObject({ id: 'q1', requestId: expect.any(String) });

    fireEvent.click(screen.getByRole('radio', { name: 'B. 119' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. 湿毛巾捂口鼻' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'C. 低姿前进' }));
    fireEvent.change(screen.getByRole('textbox', { name: '第3题的答案' }), { target: { value: '120' } });
    expect(screen.getByText('已答3题，共3题')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));

    await waitFor(() => expect(asked.some((a) => a.path === '/answer/api/submit')).toBe(true));
    expect(asked.find((a) => a.path === '/answer/api/submit')?.input).toEqual({
      attemptId: 'a1',
      answers: { s: ['B'], m: ['A', 'C'], f: ['120'] },
    });
    // Handed in: nothing of it is left on the device.
    await waitFor(() => expect(storage.get('answer-draft:a1')).toBeUndefined());
  });

  it('hands in by itself when the time is up, with the answers kept from before a reload, and shows a refusal for lateness', async () => {
    // Kept on the device: the page (or the messaging app holding it) was closed and opened again.
    storage.set('answer-draft:a1', { f: ['120'] });
    const asked = serveCalls({
      '/answer/api/detail': () => detail({ openAttempt: 'a1' }),
      '/answer/api/start': () => paper(1),
      '/answer/api/submit': () => ({ e: 1, m: '已超过答题时限，本次答卷未被接受（记为超时）', d: { reason: 'answer.late' } }),
    });
    renderPage(<QuizDetailPage />, '/answer/detail?id=q1');
    fireEvent.click(await screen.findByRole('button', { name: '继续答题' }));
    await screen.findByRole('timer');
    fireEvent.click(screen.getByRole('radio', { name: 'A. 110' }));
    await waitFor(() => expect(asked.some((a) => a.path === '/answer/api/submit')).toBe(true), { timeout: 4000 });
    expect(asked.find((a) => a.path === '/answer/api/submit')?.input).toEqual({ attemptId: 'a1', answers: { f: ['120'], s: ['A'] } });
    expect((await screen.findByRole('alert')).textContent).toBe('已超过答题时限，本次答卷未被接受（记为超时）');
    expect(screen.getByRole('timer').textContent).toBe('剩余时间 00:00');
  });

  it('says why a quiz cannot be started', async () => {
    serveCalls({ '/answer/api/detail': () => detail({ canStart: false, blocked: '你的答题次数已用完', attemptsUsed: 2 }) });
    renderPage(<QuizDetailPage />, '/answer/detail?id=q1');
    expect(await screen.findByText('你的答题次数已用完')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始答题' })).toBeNull();
    expect(screen.getByText('已答2次，共可答2次')).toBeTruthy();
  });
});
