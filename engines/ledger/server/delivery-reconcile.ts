import { sql, type Expression, type SqlBool } from 'kysely';
import { beijingDayRange } from './providers/beijing-day';

/** A Beijing day (`2026-05-01`) as Unix seconds [from, to): school systems' statements count days so. */
export { beijingDayRange };

/**
 * Reconciling what an area delivered (a card top-up, a network top-up, an electricity purchase) against
 * the school system's daily statement, one Beijing day at a time. Nothing is kept: the statement is
 * the system's and the rows are the area's, both read when the office asks. The area names the
 * payee (`who`: a card number, a network username, a room) and reads its own table.
 */

/** A line of the system's statement: a delivery it credited that day, by our order number. */
export interface TDeliveryLine {
  requestNo: string;
  who: string;
  amountFen: number;
}

/** An area's delivery row: `updated` is when it was credited (Unix seconds) once `credited`. */
export interface TDeliveryRow extends TDeliveryLine {
  state: 'pending' | 'credited' | 'failed';
  updated: number;
}

export interface TDeliveryProblem extends TDeliveryLine {
  note: string;
}

export interface TDeliveryDifference {
  requestNo: string;
  who: string;
  oursFen: number;
  theirsFen: number;
}

/** `missing`: on their statement, not credited here; `extra`: credited here that day, not on it; `different`: the amounts differ. */
export interface TDeliveryReport {
  day: string;
  matched: number;
  missing: TDeliveryProblem[];
  extra: TDeliveryProblem[];
  different: TDeliveryDifference[];
}

/** Why a statement line has no credited delivery here: each says what the office should look at. */
const MISSING_NOTE: Record<TDeliveryRow['state'] | 'none', string> = {
  none: '我方无此记录',
  pending: '我方仍在到账中',
  failed: '我方已记为失败并退款，对方却已入账',
  credited: '',
};
const EXTRA_NOTE = '对方对账单无此笔';

/**
 * The day's report: each statement line against our row of its request number, and each row we
 * credited within the day (`dayStart`, its first second, to 24 hours on) that the statement leaves out.
 * `rows` holds at least those credited that day and those the statement names (`deliveryRowsWanted`
 * selects them).
 */
export function reconcileDeliveries(input: {
  day: string;
  dayStart: number;
  statement: TDeliveryLine[];
  rows: TDeliveryRow[];
}): TDeliveryReport {
  const { day, dayStart, statement, rows } = input;
  const ours = new Map(rows.map((r) => [r.requestNo, r]));
  const report: TDeliveryReport = { day, matched: 0, missing: [], extra: [], different: [] };
  for (const line of statement) {
    const row = ours.get(line.requestNo);
    if (row?.state !== 'credited')
      report.missing.push({
        requestNo: line.requestNo,
        who: line.who,
        amountFen: line.amountFen,
        note: MISSING_NOTE[row?.state ?? 'none'],
      });
    else if (row.amountFen !== line.amountFen)
      report.different.push({ requestNo: line.requestNo, who: line.who, oursFen: row.amountFen, theirsFen: line.amountFen });
    else report.matched++;
  }
  const listed = new Set(statement.map((l) => l.requestNo));
  for (const row of rows)
    if (row.state === 'credited' && row.updated >= dayStart && row.updated < dayStart + 86_400 && !listed.has(row.requestNo))
      report.extra.push({ requestNo: row.requestNo, who: row.who, amountFen: row.amountFen, note: EXTRA_NOTE });
  return report;
}

/**
 * A Beijing day reconciled end to end: the statement is asked first (its request numbers say which
 * of our rows to read besides the day's credited ones), then the area's rows, then the report.
 */
export async function reconcileDeliveryDay(
  day: string,
  source: {
    statement: () => Promise<TDeliveryLine[]>;
    /** The area's rows credited within [from, to) or numbered in `requestNos`: `.where(deliveryRowsWanted(wanted))`. */
    rows: (wanted: TRowsWanted) => Promise<TDeliveryRow[]>;
  },
): Promise<TDeliveryReport> {
  const statement = await source.statement();
  const { from, to } = beijingDayRange(day);
  const rows = await source.rows({ from, to, requestNos: [...new Set(statement.map((l) => l.requestNo))] });
  return reconcileDeliveries({ day, dayStart: from, statement, rows });
}

export interface TRowsWanted {
  from: number;
  to: number;
  requestNos: string[];
}

/**
 * The rows a day's report reads, as a `where` on an area's delivery table (one table per query; its
 * columns `state`, `updated` and `order_no`, as every delivering area names them).
 */
export function deliveryRowsWanted({ from, to, requestNos }: TRowsWanted): Expression<SqlBool> {
  const creditedThatDay = sql<SqlBool>`(${sql.ref('state')} = 'credited' and ${sql.ref('updated')} >= ${from} and ${sql.ref('updated')} < ${to})`;
  if (!requestNos.length) return creditedThatDay;
  return sql<SqlBool>`(${creditedThatDay} or ${sql.ref('order_no')} in (${sql.join(requestNos)}))`;
}

/** A delivering area's row (its columns named as every such table names them) as the report reads it; `who` is the area's payee. */
export const deliveryRow = (
  row: { order_no: string; amount: number | string; state: TDeliveryRow['state']; updated: number | string },
  who: string,
): TDeliveryRow => ({ requestNo: row.order_no, who, amountFen: Number(row.amount), state: row.state, updated: Number(row.updated) });
