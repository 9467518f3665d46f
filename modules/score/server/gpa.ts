import { GRADE_WORDS, PASS_FAIL_WORDS, type TCourseScore, type TGpaRules, type TGpaScale, type TTermScores } from '../contract';
import type { TRecordRow } from './kind';

const GRADED: readonly string[] = GRADE_WORDS;
const PASSING_WORDS = new Set(['合格', '通过']);
const PASS_FAIL: readonly string[] = PASS_FAIL_WORDS;

/** Grade points of a score 0–100 on a scale (the formulas of DESIGN.md); below 60 is 0 on every scale. */
export function pointsOf(score: number, scale: TGpaScale): number {
  if (score < 60) return 0;
  switch (scale) {
    case 'standard4':
      return score >= 90 ? 4 : score >= 80 ? 3 : score >= 70 ? 2 : 1;
    case 'linear4':
      return Math.min(4, (score - 50) / 10);
    case 'pku4':
      return 4 - (3 * (100 - score) ** 2) / 1600;
    case 'five':
      return Math.min(5, (score - 50) / 10);
  }
}

/** One attempt, judged under the site's rules. */
interface TAttempt {
  row: TRecordRow;
  /** The equivalent score 0–100 (a word's, as set), null for pass/fail words left out of the GPA. */
  value: number | null;
  passed: boolean;
  points: number | null;
}

function judge(row: TRecordRow, rules: TGpaRules): TAttempt {
  const written = row.score;
  let value: number | null;
  let passed: boolean;
  if (PASS_FAIL.includes(written)) {
    passed = PASSING_WORDS.has(written);
    value = rules.passFailInGpa ? (passed ? rules.passScore : 0) : null;
  } else {
    value = GRADED.includes(written) ? rules.gradeScores[written as keyof TGpaRules['gradeScores']] : Number(written);
    passed = written !== '不及格' && value >= 60;
  }
  if (value !== null && row.exam === '补考') {
    if (rules.makeup === 'ignore') value = null;
    else if (rules.makeup === 'cap60') value = Math.min(value, 60);
  }
  const inGpa = value !== null && (rules.categories.length === 0 || rules.categories.includes(row.category ?? ''));
  let points: number | null = null;
  if (inGpa) points = rules.usePointsColumn && row.points !== undefined && !(row.exam === '补考' && rules.makeup !== 'count') ? row.points : pointsOf(value!, rules.scale);
  return { row, value, passed, points };
}

/** Sorts attempts of one course: the one that counts first (highest, or latest by term then 重修 after 补考 after 正常). */
const SITTING = { 正常: 0, 补考: 1, 重修: 2 } as const;
const sittingOf = (row: TRecordRow) => SITTING[row.exam ?? '正常'];
const later = (a: TAttempt, b: TAttempt) => b.row.term.localeCompare(a.row.term) || sittingOf(b.row) - sittingOf(a.row);

function countingAttempt(attempts: TAttempt[], rules: TGpaRules): TAttempt {
  const sorted = [...attempts].sort((a, b) => (rules.retake === 'highest' ? (b.value ?? -1) - (a.value ?? -1) || later(a, b) : later(a, b)));
  return sorted[0]!;
}

interface TTally {
  weighted: number;
  weight: number;
  credits: number;
  degreeCredits: number;
}

/** Adds the courses' counting attempts: GPA weight and credits earned (a course passed by any attempt earns its credits once). */
function tally(attemptsByCourse: Map<string, TAttempt[]>, rules: TGpaRules): TTally {
  const sum: TTally = { weighted: 0, weight: 0, credits: 0, degreeCredits: 0 };
  for (const attempts of attemptsByCourse.values()) {
    const counting = countingAttempt(attempts, rules);
    if (counting.points !== null) {
      sum.weighted += counting.points * counting.row.credit;
      sum.weight += counting.row.credit;
    }
    if (attempts.some((a) => a.passed)) {
      sum.credits += counting.row.credit;
      if (counting.row.degree === '是') sum.degreeCredits += counting.row.credit;
    }
  }
  return sum;
}

const rounded = (n: number) => Math.round(n * 100) / 100;
const gpaOf = (t: TTally) => (t.weight > 0 ? rounded(t.weighted / t.weight) : null);

function groupByCourse(attempts: TAttempt[]): Map<string, TAttempt[]> {
  const byCourse = new Map<string, TAttempt[]>();
  for (const a of attempts) byCourse.set(a.row.code, [...(byCourse.get(a.row.code) ?? []), a]);
  return byCourse;
}

const present = (a: TAttempt): TCourseScore => ({
  term: a.row.term,
  code: a.row.code,
  name: a.row.course,
  credit: a.row.credit,
  score: a.row.score,
  points: a.points === null ? null : rounded(a.points),
  passed: a.passed,
  category: a.row.category ?? '',
  exam: a.row.exam ?? '正常',
  degree: a.row.degree === '是',
});

export interface TComputedScores {
  terms: TTermScores[];
  gpa: number | null;
  credits: number;
  degreeCredits: number;
}

/**
 * A student's scores under the site's rules: per term (newest first) the courses, the term's GPA (each
 * course's counting attempt within the term) and credits; overall the GPA over each course's counting
 * attempt across terms, credits earned once per course. In memory: one student has a few hundred rows.
 */
export function computeScores(rows: readonly TRecordRow[], rules: TGpaRules): TComputedScores {
  const attempts = rows.map((row) => judge(row, rules));
  const byTerm = new Map<string, TAttempt[]>();
  for (const a of attempts) byTerm.set(a.row.term, [...(byTerm.get(a.row.term) ?? []), a]);
  const terms = [...byTerm.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([term, list]) => {
      const sum = tally(groupByCourse(list), rules);
      return { term, gpa: gpaOf(sum), credits: rounded(sum.credits), courses: list.sort((a, b) => a.row.code.localeCompare(b.row.code) || sittingOf(a.row) - sittingOf(b.row)).map(present) };
    });
  const overall = tally(groupByCourse(attempts), rules);
  return { terms, gpa: gpaOf(overall), credits: rounded(overall.credits), degreeCredits: rounded(overall.degreeCredits) };
}

/** Credits earned per 课程性质 (each course once, when any attempt passed) and the courses never passed. */
export function earnedByCategory(rows: readonly TRecordRow[], rules: TGpaRules): { earned: Map<string, number>; failing: TCourseScore[] } {
  const earned = new Map<string, number>();
  const failing: TCourseScore[] = [];
  for (const attempts of groupByCourse(rows.map((row) => judge(row, rules))).values()) {
    const counting = countingAttempt(attempts, rules);
    const category = counting.row.category ?? '';
    if (attempts.some((a) => a.passed)) earned.set(category, rounded((earned.get(category) ?? 0) + counting.row.credit));
    else failing.push(present(counting));
  }
  return { earned, failing };
}
