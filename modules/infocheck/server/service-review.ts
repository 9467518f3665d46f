import type { SiteDb } from '@quad/platform/server/db/site-db';
import { emitEvent } from '@quad/platform/server/events';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { scopedRows } from '@quad/datasets-engine/server';
import { sendMessage } from '@quad/messages-engine/server';
import { correctionApproved, type TCampaign, type TClassProgress, type TRequestStatus, type TReviewItem } from '../contract';
import { labelOf } from '../contract-fields';
import { currentCampaign } from './campaign';
import { recordsKind, type TStudentRecord } from './kind';
import { presentReviewItems, type TRequestRow } from './presenter';

/** Rows read from the engine per query; a school's whole roll is read a page at a time. */
const PAGE = 5000;
const MOST_STUDENTS = 100_000;

/** Every student record within the reviewer's scope (their classes or colleges; a site-wide role: all). */
async function studentsInScope(siteDb: SiteDb, userId: string): Promise<TStudentRecord[]> {
  const rows: TStudentRecord[] = [];
  for (let offset = 0; offset < MOST_STUDENTS; offset += PAGE) {
    const page = await scopedRows(siteDb, recordsKind, userId, { limit: PAGE, offset });
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

/** The campaign's requests of students in scope (withdrawn ones are the students' own business). */
async function requestsInScope(siteDb: SiteDb, campaign: TCampaign, students: Set<string>): Promise<TRequestRow[]> {
  const rows = await siteDb.selectFrom('infocheck_requests').selectAll().where('campaign_id', '=', campaign.id).where('status', '!=', 'withdrawn').orderBy('created', 'desc').orderBy('id', 'desc').execute();
  return rows.filter((r) => students.has(r.student_no));
}

/** Per class of the scope: its students, how many confirmed, how many have a correction pending. */
async function classProgress(siteDb: SiteDb, campaign: TCampaign, students: TStudentRecord[], requests: TRequestRow[]): Promise<TClassProgress[]> {
  const confirmed = new Set(
    (await siteDb.selectFrom('infocheck_confirmations').select('student_no').where('campaign_id', '=', campaign.id).execute()).map((r) => r.student_no),
  );
  const pending = new Set(requests.filter((r) => r.status === 'pending').map((r) => r.student_no));
  const classes = new Map<string, TClassProgress>();
  for (const s of students) {
    const c = classes.get(s.className) ?? { className: s.className, college: s.college ?? '', students: 0, confirmed: 0, unconfirmed: 0, pending: 0 };
    c.students += 1;
    if (confirmed.has(s.studentNo)) c.confirmed += 1;
    else c.unconfirmed += 1;
    if (pending.has(s.studentNo)) c.pending += 1;
    classes.set(s.className, c);
  }
  return [...classes.values()].sort((a, b) => a.college.localeCompare(b.college, 'zh') || a.className.localeCompare(b.className, 'zh'));
}

export interface TReviewQuery {
  page: number;
  size: number;
  status?: TRequestStatus;
  className?: string;
  q?: string;
}

/** The review list: the reviewer's scope only, filtered, newest first, with the counts and each class's progress. */
export async function listReviews(siteDb: SiteDb, site: TSite, userId: string, query: TReviewQuery) {
  const campaign = await currentCampaign(siteDb, site);
  const empty = { list: [], total: 0, campaign, counts: { pending: 0, approved: 0, rejected: 0 }, classes: [] };
  if (!campaign) return empty;
  const students = await studentsInScope(siteDb, userId);
  const all = await requestsInScope(siteDb, campaign, new Set(students.map((s) => s.studentNo)));
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const r of all) counts[r.status as TRequestStatus] += 1;
  const q = query.q ?? '';
  const matching = all.filter(
    (r) => (!query.status || r.status === query.status) && (!query.className || r.class_name === query.className) && (!q || r.student_no.includes(q) || r.student_name.includes(q)),
  );
  const start = (query.page - 1) * query.size;
  return {
    list: await presentReviewItems(siteDb, site.basePath, matching.slice(start, start + query.size)),
    total: matching.length,
    campaign,
    counts,
    classes: await classProgress(siteDb, campaign, students, all),
  };
}

/** A request of a student in the reviewer's scope; anyone else's is not found (not "forbidden": it does not exist for them). */
async function requestInScope(siteDb: SiteDb, userId: string, id: string): Promise<TRequestRow> {
  const row = await siteDb.selectFrom('infocheck_requests').selectAll().where('id', '=', id).where('status', '!=', 'withdrawn').executeTakeFirst();
  if (!row || (await scopedRows(siteDb, recordsKind, userId, { keys: [row.student_no], limit: 1 })).length === 0) throw notFound('更正申请不存在');
  return row;
}

const SUCCESS_BODY = (r: TRequestRow) => `你申请将「${labelOf(r.field)}」更正为「${r.new_value}」，已审核通过。学校教务系统同步后，信息将显示为新内容。`;
const REFUSED_BODY = (r: TRequestRow, comment: string) => `你申请将「${labelOf(r.field)}」更正为「${r.new_value}」，未通过审核。原因：${comment}`;

/**
 * Approves or rejects a pending request (a rejection must say why), tells the student in the inbox
 * and, when approved, announces it to the school's systems, all in one transaction. Deciding the same
 * way again answers the decision made; the other way is refused.
 */
export async function decideRequest(siteDb: SiteDb, site: TSite, userId: string, input: { id: string; approve: boolean; comment?: string }): Promise<TReviewItem> {
  const row = await requestInScope(siteDb, userId, input.id);
  const status = input.approve ? 'approved' : 'rejected';
  const comment = input.comment ?? '';
  if (row.status === status) return (await presentReviewItems(siteDb, site.basePath, [row]))[0]!;
  if (row.status !== 'pending') throw fail('该申请已审核，不能再改');
  if (!input.approve && !comment) throw fail('驳回时请填写原因，学生会看到');
  const reviewed = nowSeconds();
  const decided = await siteDb.transaction(async (tx) => {
    const changed = await tx.updateTable('infocheck_requests').set({ status, comment, reviewed_by: userId, reviewed }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw fail('该申请已被其他人审核，请刷新');
    await sendMessage(tx, {
      userIds: [row.user_id],
      appKey: 'infocheck',
      title: input.approve ? `信息更正已通过：${labelOf(row.field)}` : `信息更正未通过：${labelOf(row.field)}`,
      body: input.approve ? SUCCESS_BODY(row) : REFUSED_BODY(row, comment),
      link: 'infocheck/index',
    });
    if (input.approve) {
      await emitEvent(tx, correctionApproved, { request_id: row.id, student_no: row.student_no, field: row.field, label: labelOf(row.field), old_value: row.old_value, new_value: row.new_value });
    }
    return { ...row, status, comment, reviewed_by: userId, reviewed } satisfies TRequestRow;
  });
  return (await presentReviewItems(siteDb, site.basePath, [decided]))[0]!;
}

/** The current campaign's approved corrections in the reviewer's scope, for the school system to apply. */
export async function approvedCorrections(siteDb: SiteDb, site: TSite, userId: string): Promise<TRequestRow[]> {
  const campaign = await currentCampaign(siteDb, site);
  if (!campaign) return [];
  const students = await studentsInScope(siteDb, userId);
  return (await requestsInScope(siteDb, campaign, new Set(students.map((s) => s.studentNo)))).filter((r) => r.status === 'approved');
}
