import type { TCourseScore, TScoreReport } from '../../contract';

const course = (term: string, code: string, name: string, score: string, over: Partial<TCourseScore> = {}): TCourseScore => ({
  term,
  code,
  name,
  credit: 3,
  score,
  points: Number(score) >= 60 ? 3 : null,
  passed: true,
  category: '专业必修',
  exam: '正常',
  degree: false,
  ...over,
});

/** Two terms of a student's scores, as the server answers them (newest first). */
export const REPORT: TScoreReport = {
  terms: [
    { term: '2025-2026-1', gpa: 3.2, credits: 6, courses: [course('2025-2026-1', 'CS201', '数据结构', '88', { degree: true }), course('2025-2026-1', 'CS211', '计算机组成原理', '55', { passed: false, points: 0 })] },
    { term: '2024-2025-2', gpa: 2.5, credits: 6, courses: [course('2024-2025-2', 'MA102', '高等数学（下）', '良好', { degree: true }), course('2024-2025-2', 'GE131', '形势与政策', '合格', { points: null, category: '通识必修' })] },
  ],
  gpa: 2.85,
  credits: 12,
  degreeCredits: 6,
  scale: 'standard4',
  updatedAt: 1_790_000_000,
  failed: false,
};

export const EMPTY_REPORT: TScoreReport = { ...REPORT, terms: [], gpa: null, credits: 0, degreeCredits: 0 };
