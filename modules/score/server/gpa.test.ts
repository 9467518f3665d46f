import { describe, expect, it } from 'vitest';
import { DEFAULT_GPA_RULES, type TGpaRules } from '../contract';
import { computeScores, earnedByCategory, pointsOf } from './gpa';
import type { TRecordRow } from './kind';

const row = (over: Partial<TRecordRow>): TRecordRow => ({ student: 's', term: '2024-2025-1', code: 'C1', course: '课程', credit: 2, score: '80', exam: '正常', category: '必修', ...over });
const rules = (over: Partial<TGpaRules> = {}): TGpaRules => ({ ...DEFAULT_GPA_RULES, usePointsColumn: false, ...over });

describe('grade points by scale', () => {
  it('follows each formula, 0 below 60', () => {
    expect([95, 85, 75, 65, 59].map((s) => pointsOf(s, 'standard4'))).toEqual([4, 3, 2, 1, 0]);
    expect([100, 85, 60].map((s) => pointsOf(s, 'linear4'))).toEqual([4, 3.5, 1]);
    expect([100, 60].map((s) => pointsOf(s, 'pku4'))).toEqual([4, 1]);
    expect(pointsOf(90, 'pku4')).toBeCloseTo(3.8125);
    expect([100, 75, 60, 40].map((s) => pointsOf(s, 'five'))).toEqual([5, 2.5, 1, 0]);
  });
});

describe('GPA and credits', () => {
  it('weights by credit, per term and overall; grade words by their set scores; pass/fail earns credits only', () => {
    const rows = [
      row({ code: 'A', credit: 4, score: '92' }),
      row({ code: 'B', credit: 2, score: '良好' }),
      row({ code: 'C', credit: 1, score: '合格' }),
      row({ code: 'D', credit: 3, score: '70', term: '2024-2025-2' }),
    ];
    const result = computeScores(rows, rules());
    expect(result.terms.map((t) => [t.term, t.gpa, t.credits])).toEqual([
      ['2024-2025-2', 2, 3],
      ['2024-2025-1', 3.67, 7],
    ]);
    expect(result.gpa).toBe(Math.round(((4 * 4 + 3 * 2 + 2 * 3) / 9) * 100) / 100);
    expect(result.credits).toBe(10);
    expect(result.terms[1]!.courses.find((c) => c.code === 'C')).toMatchObject({ points: null, passed: true });
    expect(computeScores(rows, rules({ passFailInGpa: true, passScore: 85 })).terms[1]!.gpa).toBe(Math.round(((16 + 6 + 3) / 7) * 100) / 100);
  });

  it('counts a retaken course once: highest or latest attempt; 补考 capped at 60 or left out', () => {
    const rows = [row({ code: 'A', credit: 2, score: '50' }), row({ code: 'A', credit: 2, score: '85', exam: '补考' }), row({ code: 'A', credit: 2, score: '72', exam: '重修', term: '2024-2025-2' })];
    expect(computeScores(rows, rules({ makeup: 'count', retake: 'highest' }))).toMatchObject({ gpa: 3, credits: 2 });
    expect(computeScores(rows, rules({ makeup: 'cap60', retake: 'highest' }))).toMatchObject({ gpa: 2, credits: 2 });
    expect(computeScores(rows, rules({ makeup: 'count', retake: 'latest' }))).toMatchObject({ gpa: 2 });
    // Left out of the GPA, the 补考 still earns the credits.
    expect(computeScores(rows.slice(0, 2), rules({ makeup: 'ignore' }))).toMatchObject({ gpa: 0, credits: 2 });
  });

  it('counts only the chosen categories, and the school’s 绩点 when asked', () => {
    const rows = [row({ code: 'A', score: '95', category: '必修' }), row({ code: 'B', score: '65', category: '选修', points: 1.5 })];
    expect(computeScores(rows, rules({ categories: ['必修'] })).gpa).toBe(4);
    expect(computeScores(rows, rules({ usePointsColumn: true })).gpa).toBe(2.75);
  });

  it('sums earned credits by category and lists the courses never passed', () => {
    const { earned, failing } = earnedByCategory([row({ code: 'A', credit: 3 }), row({ code: 'B', credit: 2, score: '不及格', category: '选修' }), row({ code: 'A', credit: 3, exam: '重修' })], rules());
    expect([...earned]).toEqual([['必修', 3]]);
    expect(failing.map((f) => f.code)).toEqual(['B']);
  });
});
