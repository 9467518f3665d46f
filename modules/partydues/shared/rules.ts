/**
 * The dues rules, zod-free so the server computes and the console shows the same thing.
 * Defaults follow 中共中央组织部《关于中国共产党党费收缴、使用和管理的规定》(2008).
 *
 * Rates are basis points of income (50 = 0.5 %, 10000 = 100 %). An amount is income × rate rounded half
 * up to the fen, in integers only; no month is ever below `MIN_MONTHLY_FEN` (1 fen) because a ledger
 * order is at least 1 fen and a member on the roll always pays something (the office exempts someone by
 * marking them inactive, or sets a hand-set amount).
 */
export const MEMBER_CATEGORIES = ['employed', 'student', 'retired', 'other'] as const;
export type TMemberCategory = (typeof MEMBER_CATEGORIES)[number];
export const CATEGORY_NAMES: Record<TMemberCategory, string> = { employed: '在职', student: '学生', retired: '离退休', other: '其他' };

/** A band of monthly after-tax income: up to and including `upToFen` (null: no upper bound, the last band). */
export interface TTier {
  upToFen: number | null;
  rateBp: number;
}

export interface TDuesRules {
  employed: TTier[];
  retired: TTier[];
  /** Fixed monthly amounts of members without a wage. */
  studentFen: number;
  otherFen: number;
}

export const MIN_MONTHLY_FEN = 1;
export const MAX_RATE_BP = 10_000;

export const DEFAULT_RULES: TDuesRules = {
  employed: [
    { upToFen: 300_000, rateBp: 50 },
    { upToFen: 500_000, rateBp: 100 },
    { upToFen: 1_000_000, rateBp: 150 },
    { upToFen: null, rateBp: 200 },
  ],
  retired: [
    { upToFen: 500_000, rateBp: 50 },
    { upToFen: null, rateBp: 100 },
  ],
  studentFen: 20,
  otherFen: 20,
};

/** income × rate, rounded half up to the fen without floating point (income ≤ 10^11 fen stays exact). */
export const percentOf = (incomeFen: number, rateBp: number): number => Math.floor((incomeFen * rateBp + 5_000) / 10_000);

/** The band an income falls in: bounds are inclusive, so 3000.00 yuan is still in the ≤3000 band. */
export const tierOf = (tiers: TTier[], incomeFen: number): TTier =>
  tiers.find((t) => t.upToFen === null || incomeFen <= t.upToFen) ?? tiers[tiers.length - 1]!;

/** A member's monthly dues: the office's hand-set amount when there is one, else the site's rules. */
export function monthlyDues(rules: TDuesRules, member: { category: TMemberCategory; incomeFen: number; overrideFen: number }): number {
  if (member.overrideFen > 0) return member.overrideFen;
  let fen: number;
  if (member.category === 'student') fen = rules.studentFen;
  else if (member.category === 'other') fen = rules.otherFen;
  else fen = percentOf(member.incomeFen, tierOf(rules[member.category], member.incomeFen).rateBp);
  return Math.max(MIN_MONTHLY_FEN, fen);
}

/** Who the percentage bands are for, as the rules' messages name them. */
const BANDED_MEMBERS = { employed: '在职党员', retired: '离退休党员' };

/** Problems with a set of rules, in Chinese, empty when it is sound: bands ascend and end unbounded, rates 0–100 %. */
export function rulesProblems(rules: TDuesRules): string[] {
  const problems: { message: string }[] = [];
  for (const key of ['employed', 'retired'] as const) {
    const name = BANDED_MEMBERS[key];
    const tiers = rules[key];
    if (!tiers.length) problems.push({ message: `${name}至少需要一个档次` });
    tiers.forEach((tier, i) => {
      const last = i === tiers.length - 1;
      if (last !== (tier.upToFen === null)) problems.push({ message: `${name}只有最后一档不设上限` });
      const before = tiers[i - 1]?.upToFen ?? 0;
      if (tier.upToFen !== null && tier.upToFen <= before) problems.push({ message: `${name}第${i + 1}档上限必须大于上一档` });
      if (!Number.isInteger(tier.rateBp) || tier.rateBp < 0 || tier.rateBp > MAX_RATE_BP)
        problems.push({ message: `${name}第${i + 1}档比例必须在0%到100%之间` });
    });
  }
  return [...new Set(problems.map((p) => p.message))];
}

/** `YYYY-MM` arithmetic. */
export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOf = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
export const addMonths = (month: string, n: number): string => monthOf(monthIndex(month) + n);
/** Every month from `from` to `to`, both included (none when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const list: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) list.push(monthOf(i));
  return list;
}

/** How far ahead a member may pay. */
export const MAX_PREPAY_MONTHS = 12;
