import { fenOf } from '@quad/ledger-engine/shared/money';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { CATEGORY_NAMES, MEMBER_CATEGORIES, type TMemberCategory } from '../shared/rules';

const MAX_LINES = 20_000;

/** Besides the names the roll shows: what offices commonly write. */
const CATEGORY_WORDS: Record<string, TMemberCategory> = {
  ...Object.fromEntries(MEMBER_CATEGORIES.map((c) => [CATEGORY_NAMES[c], c])),
  在岗: 'employed',
  教职工: 'employed',
  退休: 'retired',
  离休: 'retired',
  无收入: 'other',
};

export interface TMemberLine {
  userId: string;
  branchId: string;
  category: TMemberCategory;
  incomeFen: number;
}

/**
 * The office's pasted roll, a line each: `学工号 支部名称 类别 月收入` (space, comma or tab between;
 * income in yuan, optional for 学生 and 其他). Every line must name a person of this site once, a
 * branch of this site and a known category, or nothing is imported and the first bad lines are named.
 */
export async function parseMemberLines(siteDb: SiteDb, text: string): Promise<TMemberLine[]> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) throw invalid({ lines: '请填写导入内容：每行一个“学工号 支部名称 类别 月收入”' });
  if (lines.length > MAX_LINES) throw invalid({ lines: `一次最多导入${MAX_LINES}行` });
  const branches = new Map(
    (await siteDb.selectFrom('partydues_branches').select(['id', 'name']).execute()).map((b) => [b.name, b.id] as const),
  );
  const problems: { n: number; message: string }[] = [];
  const seen = new Set<string>();
  const parsed = lines.map((line, index) => {
    const n = index + 1;
    const [username = '', branchName = '', categoryWord = '', income = ''] = line.split(/[\s,，\t]+/);
    const category = CATEGORY_WORDS[categoryWord];
    const wage = category === 'employed' || category === 'retired';
    const incomeFen = income === '' && !wage ? 0 : fenOf(income);
    if (seen.has(username)) problems.push({ n, message: `第${n}行学工号重复：${username}` });
    seen.add(username);
    if (!branches.has(branchName)) problems.push({ n, message: `第${n}行党支部不存在：${branchName}` });
    if (!category) problems.push({ n, message: `第${n}行类别不正确：${categoryWord}（应为在职、学生、离退休或其他）` });
    if (incomeFen === undefined) problems.push({ n, message: `第${n}行月收入不正确：${income}` });
    return { username, branchId: branches.get(branchName) ?? '', category: category ?? 'other', incomeFen: incomeFen ?? 0, n };
  });
  const users = new Map<string, string>();
  const names = parsed.map((p) => p.username);
  for (let i = 0; i < names.length; i += 500) {
    const rows = await siteDb
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', names.slice(i, i + 500))
      .execute();
    for (const r of rows) users.set(r.username, r.id);
  }
  for (const p of parsed) if (!users.has(p.username)) problems.push({ n: p.n, message: `第${p.n}行学工号不存在：${p.username}` });
  // By line, so the office reads them top to bottom.
  problems.sort((a, b) => a.n - b.n);
  if (problems.length)
    throw invalid({
      lines: problems
        .slice(0, 5)
        .map((p) => p.message)
        .join('；'),
    });
  return parsed.map((p) => ({ userId: users.get(p.username)!, branchId: p.branchId, category: p.category, incomeFen: p.incomeFen }));
}
