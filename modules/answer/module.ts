import { defineArea } from '@quad/contracts/manifest';

/**
 * Quizzes (答题, issue 21): an office sets a timed question bank (single and multiple choice, true/false,
 * fill-in) for an audience; each attempt draws its own paper, the server keeps the clock and the
 * answers, scores on submission and ranks people by their best score. Correct answers never reach a
 * phone before its paper is handed in.
 */
export const answerManifest = defineArea(
  'answer',
  { zh: '答题', en: 'Quizzes', tw: '答題' },
  {
    order: 74,
    routes: {
      answer: {
        index: '答题活动',
        detail: '答题',
        history: '答题记录',
        mes: '排行榜',
        record: '答题结果',
        manage: { title: '答题管理', console: { app: 'answer', module: 'manage', icon: 'form' }, personal: true },
      },
    },
  },
);
