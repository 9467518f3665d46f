import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { recipientsSince, sendMessage } from '@quad/messages-engine/server';
import type { TPerson } from '../../contract-views';
import type { TPeopleStatus, TReportKind } from '../../views';
import { abnormalReasons, abnormalSql, lateSql, peopleWithReports, type TRange, type TWho } from './store';
import { loadSource, type TSource, type TViewer } from './service-viewer';
import { countRows, onPage } from '@quad/platform/server/db/paging';

export interface TPeopleQuery extends TWho {
  kind: TReportKind;
  day: string;
  status: TPeopleStatus | 'all';
  slot?: string;
}

const rangeOf = (kind: TReportKind, day: string): TRange => (kind === 'base' ? 'ever' : { from: day, to: day });
const lateOf = (v: TViewer, p: TPeopleQuery) => (p.kind === 'base' ? sql<number>`0` : lateSql(v, p.day, p.group));

/** The people of a list, filtered in SQL: who reported, who did not, whose report was abnormal or late. */
export function listQuery(v: TViewer, src: TSource, p: TPeopleQuery) {
  const q = peopleWithReports(v, src, rangeOf(p.kind, p.day), p, p.slot);
  switch (p.status) {
    case 'reported':
      return q.where('r.user_id', 'is not', null);
    case 'missing':
      return q.where('r.user_id', 'is', null);
    case 'abnormal':
      return q.where(sql<boolean>`${abnormalSql} = 1`);
    case 'late':
      return q.where(sql<boolean>`${lateOf(v, p)} = 1`);
    default:
      return q;
  }
}

/** How many people a list holds. */
export const countPeople = (v: TViewer, src: TSource, p: TPeopleQuery): Promise<number> => countRows(listQuery(v, src, p));

/** A page of a list with its total; department and class names come with it. */
export async function listPeople(v: TViewer, p: TPeopleQuery, page: number, size: number): Promise<{ total: number; list: TPerson[] }> {
  const src = await loadSource(v, p.kind);
  const [total, rows] = await Promise.all([countPeople(v, src, p), pageRows(v, src, p, page, size)]);
  return { total, list: rows.map(({ late: _late, ...person }) => person) };
}

/** People in a stable order (number, then id) with what the lists and the export show. */
export async function pageRows(v: TViewer, src: TSource, p: TPeopleQuery, page: number, size: number): Promise<(TPerson & { late: boolean })[]> {
  const rows = await listQuery(v, src, p)
    .leftJoin('departments as d', (j) => j.onRef('d.site_id', '=', 'users.site_id').onRef('d.id', '=', 'users.dept_id'))
    .leftJoin('departments as c', (j) => j.onRef('c.site_id', '=', 'users.site_id').onRef('c.id', '=', 'users.class_id'))
    .select(['users.id as uid', 'users.realname', 'users.number', 'd.name as deptName', 'c.name as className', 'r.id as answerId', 'r.created', 'r.fever', 'r.symptom', 'r.positive', lateOf(v, p).as('late')])
    .orderBy('users.number')
    .orderBy('users.id')
    .$call(onPage({ page, size }))
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    realname: r.realname,
    number: r.number,
    deptName: r.deptName ?? '',
    className: r.className ?? '',
    reportedAt: Number(r.created ?? 0),
    abnormal: abnormalReasons(r),
    answerId: r.answerId ?? '',
    late: Number(r.late) === 1,
  }));
}

/** Ids of everyone a list covers (for reminders): ids only, in chunks the databases accept. */
export async function listIds(v: TViewer, p: TPeopleQuery, only?: string[]): Promise<string[]> {
  const src = await loadSource(v, p.kind);
  if (!only) return (await listQuery(v, src, p).select('users.id').execute()).map((r) => r.id);
  const found: string[] = [];
  for (let i = 0; i < only.length; i += 500) {
    const rows = await listQuery(v, src, p).where('users.id', 'in', only.slice(i, i + 500)).select('users.id').execute();
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

/** Reminders lead to the report's page (the inbox follows site-relative links). */
export const REMIND_LINKS: Record<TReportKind, string> = { daily: 'ncov/index', base: 'ncov/baseinfo', checks: 'ncov/xisudailyup' };
export const REMIND_APP = 'ncov';
/** One reminder per person in this long, from a role page or the schedule alike. */
export const REMIND_EVERY_S = 600;

/**
 * Who of `ids` had no reminder in the last ten minutes. The throttle is the inbox itself (an ncov
 * message leading to a report page, newer than ten minutes), so it holds across instances and
 * restarts with nothing more to keep.
 */
export async function notRecentlyReminded(siteDb: SiteDb, ids: string[], now: number): Promise<string[]> {
  const recent = await recipientsSince(siteDb, ids, { appKey: REMIND_APP, links: Object.values(REMIND_LINKS), since: now - REMIND_EVERY_S });
  return ids.filter((id) => !recent.has(id));
}

export function reminderMessage(kind: TReportKind, ids: string[]) {
  const what = kind === 'base' ? '基本信息' : kind === 'checks' ? '晨午晚检' : '每日健康上报';
  return {
    userIds: ids,
    appKey: REMIND_APP,
    title: `请完成${what}`,
    body: kind === 'base' ? '您还没有填写基本信息，请尽快填写。' : `您今天还没有完成${what}，请尽快填写。`,
    link: REMIND_LINKS[kind],
  };
}

/**
 * Reminds the missing people of a view (all of them, or the chosen ones still missing and in scope),
 * each at most once per ten minutes; sent together with its audit record.
 */
export async function remindMissing(v: TViewer, p: TPeopleQuery, uids: string[], request: FastifyRequest, now: number) {
  const missing = await listIds(v, { ...p, status: 'missing' }, uids.length ? uids : undefined);
  const due = await notRecentlyReminded(v.siteDb, missing, now);
  const asked = uids.length || missing.length;
  const sent = await v.siteDb.transaction(async (tx) => {
    const n = await sendMessage(tx, reminderMessage(p.kind, due), now);
    await recordAudit(tx, request, { actorId: v.userId, action: 'ncov.remind', targetType: 'report', targetId: p.day, after: { kind: p.kind, sent: n } });
    return n;
  });
  return { sent, skipped: asked - sent };
}
