import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, monthlyDues, monthsBetween, percentOf, rulesProblems, tierOf } from '../shared/rules';

const employed = (incomeFen: number) => monthlyDues(DEFAULT_RULES, { category: 'employed', incomeFen, overrideFen: 0 });
const retired = (incomeFen: number) => monthlyDues(DEFAULT_RULES, { category: 'retired', incomeFen, overrideFen: 0 });

describe('the default rules (中组部规定)', () => {
  it('takes 0.5 %, 1 %, 1.5 % and 2 % of an employed member’s income, each bound in the lower band', () => {
    expect(employed(300_000)).toBe(1500);
    expect(employed(300_001)).toBe(3000);
    expect(employed(500_000)).toBe(5000);
    expect(employed(500_001)).toBe(7500);
    expect(employed(1_000_000)).toBe(15_000);
    expect(employed(1_000_001)).toBe(20_000);
  });

  it('rounds half up to the fen, and never asks less than 1 fen', () => {
    expect(percentOf(100, 50)).toBe(1); // 0.5 fen → 1
    expect(percentOf(99, 50)).toBe(0); // 0.495 fen → 0
    expect(employed(123_457)).toBe(617); // 617.285
    expect(employed(123_500)).toBe(618); // 617.5 → 618
    expect(employed(0)).toBe(1);
  });

  it('takes 0.5 % / 1 % from a retired member around 5000 yuan, and 0.20 yuan from students and others', () => {
    expect(retired(500_000)).toBe(2500);
    expect(retired(500_100)).toBe(5001);
    expect(monthlyDues(DEFAULT_RULES, { category: 'student', incomeFen: 900_000, overrideFen: 0 })).toBe(20);
    expect(monthlyDues(DEFAULT_RULES, { category: 'other', incomeFen: 0, overrideFen: 0 })).toBe(20);
  });

  it('prefers the office’s hand-set amount', () => {
    expect(monthlyDues(DEFAULT_RULES, { category: 'employed', incomeFen: 2_000_000, overrideFen: 5000 })).toBe(5000);
  });
});

describe('checking a site’s rules', () => {
  it('accepts the defaults and names what is wrong in Chinese', () => {
    expect(rulesProblems(DEFAULT_RULES)).toEqual([]);
    const bad = {
      ...DEFAULT_RULES,
      employed: [
        { upToFen: 500_000, rateBp: 50 },
        { upToFen: 300_000, rateBp: 20_000 },
      ],
    };
    expect(rulesProblems(bad)).toEqual([
      '在职党员只有最后一档不设上限',
      '在职党员第2档上限必须大于上一档',
      '在职党员第2档比例必须在0%到100%之间',
    ]);
    expect(tierOf(DEFAULT_RULES.retired, 10).rateBp).toBe(50);
  });

  it('counts months across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
  });
});
