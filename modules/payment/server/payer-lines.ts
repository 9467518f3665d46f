import { fenReader } from '@quad/ledger-engine/shared/money';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';

/** The most payers one item lists. */
export const MAX_PAYERS = 20_000;

/** A payer's amount: yuan by the digits, at most two decimals and 9,999,999.99 yuan. */
const yuanToFen = fenReader(7);

/** One line of the list as the office types it and as it is shown back. */
export const payerLine = (username: string, amountFen: number) => `${username} ${(amountFen / 100).toFixed(2)}`;

/** A payer as written, with the line (or spreadsheet row) that problems name. */
export interface TPayerEntry {
  username: string;
  amount: string;
  line: number;
}

export interface TPayer {
  userId: string;
  username: string;
  amountFen: number;
}

/**
 * The office's list of who pays what, a line each: `学工号 金额` (space, comma or tab between, amounts
 * in yuan). Every line must name a person of this site once with an amount above zero, or nothing is
 * saved and the first bad lines are named.
 */
export async function parsePayerLines(siteDb: SiteDb, text: string): Promise<TPayer[]> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) throw invalid({ payers: '请填写缴费名单：每行一个“学工号 金额”' });
  if (lines.length > MAX_PAYERS) throw invalid({ payers: `缴费名单最多${MAX_PAYERS}行` });
  return checkPayers(
    siteDb,
    lines.map((line, index) => {
      const [username = '', amount = ''] = line.split(/[\s,，\t]+/);
      return { username, amount, line: index + 1 };
    }),
  );
}

/** The checks of `parsePayerLines` on entries read from anywhere (typed lines, an Excel sheet's rows). */
export async function checkPayers(siteDb: SiteDb, entries: TPayerEntry[]): Promise<TPayer[]> {
  const problems: string[] = [];
  const parsed = entries.map((entry) => {
    const fen = yuanToFen(entry.amount);
    if (!fen) problems.push(`第${entry.line}行金额不正确`);
    return { ...entry, amountFen: fen ?? 0 };
  });
  const seen = new Set<string>();
  for (const { username, line } of parsed) {
    if (!username) problems.push(`第${line}行缺少学工号`);
    else if (seen.has(username)) problems.push(`第${line}行重复：${username}`);
    seen.add(username);
  }
  const names = [...seen].filter(Boolean);
  const users = new Map<string, string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await siteDb
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', names.slice(i, i + 500))
      .execute();
    for (const r of rows) users.set(r.username, r.id);
  }
  for (const { username, line } of parsed) {
    if (username && !users.has(username)) problems.push(`第${line}行学工号不存在：${username}`);
  }
  if (problems.length) throw invalid({ payers: problems.slice(0, 5).join('；') });
  return parsed.map((p) => ({ userId: users.get(p.username)!, username: p.username, amountFen: p.amountFen }));
}
