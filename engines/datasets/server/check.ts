import type { z } from 'zod';
import { MAX_PROBLEMS, type TLoadProblem } from '../contract';
import { cellText, keyOf, type TDatasetKind } from './kinds';

/** A row with its number in the report (a file's line, else its position from 1). */
export interface TNumberedRow {
  row: number;
  record: Record<string, unknown>;
}

/** A row checked: what is stored for it. */
export interface TCheckedRow {
  row_key: string;
  person: string;
  scope: string;
  data: string;
}

/** Checks a load's rows one at a time, remembering only each key's first line (for 与第N行重复). */
export interface TRowChecker {
  /** The row as stored, or undefined when it is bad (its problems are added to `problems`). */
  check(row: TNumberedRow): TCheckedRow | undefined;
  /** The first MAX_PROBLEMS problems, row, column and Chinese message. */
  readonly problems: TLoadProblem[];
  /** Bad rows counted, all of them, even after `problems` is full. */
  readonly badRows: number;
  /** Rows read, good and bad. */
  readonly total: number;
}

/** A school system's null (a connector's column without a value, JSON's null) is an empty cell: the column's absence. */
function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  for (const key in record) {
    if (record[key] === null) return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));
  }
  return record;
}

/** The message of an issue in Chinese: an empty cell of a required column is 请填写 it, else the schema's (or zod's Chinese) message. */
function issueMessage(issue: z.core.$ZodIssue, raw: unknown, title: string): string {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  return empty ? `请填写${title}` : issue.message;
}

/** The check of every row against the kind's schema, the key's uniqueness and the person column. */
export function rowChecker(kind: TDatasetKind): TRowChecker {
  const titles = new Map(kind.columnList.map((c) => [c.name, c.title]));
  const keyTitle = kind.key.map((k) => titles.get(k) ?? k).join('+');
  const seen = new Map<string, number>();
  const problems: TLoadProblem[] = [];
  let badRows = 0;
  let total = 0;

  const problemsOf = (row: number, raw: unknown): { problems: TLoadProblem[]; stored?: TCheckedRow } => {
    const parsed = raw && typeof raw === 'object' && !Array.isArray(raw) ? kind.columns.safeParse(withoutNulls(raw as Record<string, unknown>)) : undefined;
    if (!parsed) return { problems: [{ row, column: '', message: '这一行不是以列名为键的对象' }] };
    if (!parsed.success) {
      return {
        problems: parsed.error.issues.map((issue) => {
          const name = String(issue.path[0] ?? '');
          const title = titles.get(name) ?? name;
          return { row, column: title, message: issueMessage(issue, issue.path.length ? (raw as Record<string, unknown>)[name] : raw, title) };
        }),
      };
    }
    const found: TLoadProblem[] = [];
    const data = parsed.data as Record<string, unknown>;
    const key = keyOf(kind, data);
    const first = seen.get(key);
    if (kind.key.every((k) => cellText(data[k]) === '')) found.push({ row, column: keyTitle, message: `请填写${keyTitle}` });
    else if (first !== undefined) found.push({ row, column: keyTitle, message: `${keyTitle}与第${first}行重复` });
    else seen.set(key, row);
    const person = kind.person ? cellText(data[kind.person]).trim() : '';
    if (kind.person && !person) {
      const title = titles.get(kind.person) ?? kind.person;
      found.push({ row, column: title, message: `请填写${title}` });
    }
    if (found.length) return { problems: found };
    return { problems: [], stored: { row_key: key, person, scope: kind.scope ? cellText(data[kind.scope]).trim() : '', data: JSON.stringify(data) } };
  };

  return {
    check({ row, record }) {
      total++;
      const result = problemsOf(row, record);
      if (result.problems.length) {
        badRows++;
        for (const problem of result.problems) if (problems.length < MAX_PROBLEMS) problems.push(problem);
      }
      return result.stored;
    },
    problems,
    get badRows() {
      return badRows;
    },
    get total() {
      return total;
    },
  };
}
