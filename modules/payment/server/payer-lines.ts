import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';

/** The most payers one item lists. */
const MAX_PAYERS = 20_000;

/** `12`, `12.3`, `12.30` yuan as fen, by the digits: never through floating point. */
export function yuanToFen(text: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The office's list of who pays what, a line each: `学工号 金额` (space, comma or tab between, amounts
 * in yuan). Every line must name a person of this site once with an amount above zero, or nothing is
 * saved and the first bad lines are named.
 */
export async function parsePayerLines(siteDb: SiteDb, text: string): Promise<{ userId: string; amountFen: number }[]> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) throw invalid({ payers: '请填写缴费名单：每行一个“学工号 金额”' });
  if (lines.length > MAX_PAYERS) throw invalid({ payers: `缴费名单最多${MAX_PAYERS}行` });
  const problems: string[] = [];
  const parsed = lines.map((line, index) => {
    const [username = '', amount = ''] = line.split(/[\s,，\t]+/);
    const fen = yuanToFen(amount);
    if (!fen) problems.push(`第${index + 1}行金额不正确`);
    return { username, amountFen: fen ?? 0 };
  });
  const names = parsed.map((p) => p.username);
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (seen.has(name)) problems.push(`第${index + 1}行重复：${name}`);
    seen.add(name);
  });
  const users = new Map<string, string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await siteDb
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', names.slice(i, i + 500))
      .execute();
    for (const r of rows) users.set(r.username, r.id);
  }
  names.forEach((name, index) => {
    if (!users.has(name)) problems.push(`第${index + 1}行学工号不存在：${name}`);
  });
  if (problems.length) throw invalid({ payers: problems.slice(0, 5).join('；') });
  return parsed.map((p) => ({ userId: users.get(p.username)!, amountFen: p.amountFen }));
}
