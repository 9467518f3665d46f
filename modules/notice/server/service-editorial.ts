import type { FastifyRequest } from 'fastify';
import type { TEditorialStatus } from '@quad/contracts/editorial';
import { realnames } from '@quad/platform/server/identity/people';
import { countRows, onPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { announceForReview, requireEditable, tellAuthor, type TEditor } from '@quad/content-engine/server';
import { fail, notFound } from '@quad/platform/server/errors';
import { parseUploadIds, presentAttachments, requireUploads } from '@quad/platform/server/files/site-uploads';
import { newId } from '@quad/platform/server/ids';
import { resolveAudience } from '@quad/platform/server/identity/audience';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TManagedNotice } from '../contract';
import { audienceOf, auditNotice, cleanFields, goOut, saveTargets, type TNoticeActor, type TNoticeInput } from './service';

/** Who acts, for the audit log too. */
export interface TActor extends TEditor, TNoticeActor {
  request: FastifyRequest;
}

/** The publishing job, as the audit log names it. */
const SCHEDULER: TNoticeActor = { userId: '', name: '系统（定时发布）' };

/** The notice for this editor: a writer's view of the site holds only their own. */
async function findNotice(siteDb: SiteDb, editor: TEditor, id: string) {
  const row = await siteDb.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!editor.publisher && row.publisher_id !== editor.userId)) throw notFound('通知不存在');
  return { ...row, author_id: row.publisher_id };
}

const pieceOf = (row: { id: string; title: string }) => ({ title: row.title, link: `notice/manage?id=${row.id}` });

/**
 * A new notice is a draft; an edit keeps its state. A notice already out is changed in place: the
 * people it reached are not messaged again.
 */
export async function saveNotice(siteDb: SiteDb, actor: TActor, input: TNoticeInput & { id?: string; attachments: string[] }, now: number) {
  const fields = cleanFields(input, now);
  const audience = await resolveAudience(siteDb, input, '请选择通知对象');
  await requireUploads(siteDb, input.attachments, { field: 'attachments', message: '附件不存在，请重新上传' });
  if (input.id) requireEditable(actor, await findNotice(siteDb, actor, input.id));
  const id = input.id ?? newId();
  await siteDb.transaction(async (tx) => {
    const stored = { ...fields, audience_all: audience.all ? 1 : 0, attachments: JSON.stringify(input.attachments), updated: now };
    if (input.id) await tx.updateTable('notices').set(stored).where('id', '=', id).execute();
    else await tx.insertInto('notices', { id, ...stored, publisher_id: actor.userId, status: 'draft', publish_at: 0, review_note: '', created: now }).execute();
    await saveTargets(tx, id, audience);
    await auditNotice(tx, actor, input.id ? 'update' : 'create', id, { title: fields.title });
  });
  return { id };
}

export async function submitNotice(siteDb: SiteDb, actor: TActor, id: string, now: number): Promise<void> {
  const row = await findNotice(siteDb, actor, id);
  if (row.status !== 'draft') throw fail('只有草稿可以提交审核');
  requireEditable(actor, row);
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('notices').set({ status: 'pending', review_note: '', updated: now }).where('id', '=', id).execute();
    await auditNotice(tx, actor, 'submit', id);
    await announceForReview(tx, 'notice', 'publish', pieceOf(row));
  });
}

/** Sends a draft (or an approved one) out now, or schedules it: the `notice.publish` job sends it at its time. */
export async function releaseNotice(siteDb: SiteDb, actor: TActor, id: string, publishAt: number, now: number, from: TEditorialStatus[] = ['draft', 'pending']) {
  const row = await findNotice(siteDb, actor, id);
  if (!from.includes(row.status)) throw fail('通知已发出或已撤回');
  if (publishAt > now) {
    await siteDb.transaction(async (tx) => {
      await tx.updateTable('notices').set({ status: 'scheduled', publish_at: publishAt, review_note: '', updated: now }).where('id', '=', id).execute();
      await auditNotice(tx, actor, 'schedule', id, { publishAt });
    });
    return { status: 'scheduled' as const, recipients: 0 };
  }
  return { status: 'published' as const, recipients: await goOut(siteDb, actor, id, from, now) };
}

/** A publisher's decision on a submitted notice; its writer is told either way, in the same transaction. */
export async function reviewNotice(siteDb: SiteDb, actor: TActor, input: { id: string; approve: boolean; note?: string; publishAt: number }, now: number) {
  const row = await findNotice(siteDb, actor, input.id);
  if (row.status !== 'pending') throw fail('这条通知不在待审核状态');
  const note = sanitizePlainText(input.note ?? '');
  return siteDb.transaction(async (tx) => {
    let result: { status: TEditorialStatus; recipients: number } = { status: 'draft', recipients: 0 };
    if (input.approve) result = await releaseNotice(tx, actor, input.id, input.publishAt, now, ['pending']);
    else {
      await tx.updateTable('notices').set({ status: 'draft', review_note: note, updated: now }).where('id', '=', input.id).execute();
      await auditNotice(tx, actor, 'reject', input.id, { note });
    }
    await tellAuthor(tx, 'notice', row.publisher_id, pieceOf(row), { approved: input.approve, note });
    return result;
  });
}

/** The job's work for one site: scheduled notices whose time has come go out. */
export async function releaseDue(siteDb: SiteDb, now: number): Promise<number> {
  const due = await siteDb.selectFrom('notices').select('id').where('status', '=', 'scheduled').where('publish_at', '<=', now).execute();
  let sent = 0;
  for (const { id } of due) sent += await goOut(siteDb, SCHEDULER, id, ['scheduled'], now);
  return sent;
}

/** Notices for the console: every one to a publisher, their own to a writer; waiting ones first. */
export async function listManaged(siteDb: SiteDb, editor: TEditor, query: { status?: TEditorialStatus; page: number; size: number }) {
  let base = siteDb.selectFrom('notices');
  if (!editor.publisher) base = base.where('publisher_id', '=', editor.userId);
  if (query.status) base = base.where('status', '=', query.status);
  const rows = await base
    .selectAll()
    .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
    .orderBy('updated', 'desc')
    .orderBy('id', 'desc')
    .$call(onPage(query))
    .execute();
  const names = await realnames(siteDb, rows.map((r) => r.publisher_id));
  const list: TManagedNotice[] = [];
  for (const r of rows) {
    const receipts = r.status === 'published' ? await readCounts(siteDb, r.id, r.audience_all) : { audience: 0, read: 0 };
    list.push({ ...present(r, editor, names), ...receipts });
  }
  return { list, total: await countRows(base) };
}

type TNoticeRow = Awaited<ReturnType<typeof findNotice>>;

function present(r: Omit<TNoticeRow, 'author_id'>, editor: TEditor, names: Map<string, string>) {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    created: Number(r.created),
    publishAt: Number(r.publish_at),
    mustRead: r.must_read === 1,
    pinned: r.pinned === 1,
    author: names.get(r.publisher_id) ?? '',
    mine: r.publisher_id === editor.userId,
    reviewNote: r.review_note,
  };
}

async function readCounts(siteDb: SiteDb, id: string, all: number) {
  const audience = await audienceOf(siteDb, id, all);
  const readers = new Set((await siteDb.selectFrom('notice_reads').select('user_id').where('notice_id', '=', id).execute()).map((r) => r.user_id));
  return { audience: audience.length, read: audience.filter((u) => readers.has(u)).length };
}

/** A notice as it was written, with whom it is for, to edit it. */
export async function managedDetail(siteDb: SiteDb, basePath: string, editor: TEditor, id: string) {
  const row = await findNotice(siteDb, editor, id);
  const targets = await siteDb.selectFrom('notice_targets').select(['kind', 'target_id']).where('notice_id', '=', id).execute();
  const of = (kind: string) => targets.filter((t) => t.kind === kind).map((t) => t.target_id);
  const userIds = of('user');
  const people = userIds.length ? (await siteDb.selectFrom('users').select('username').where('id', 'in', userIds).execute()).map((u) => u.username) : [];
  const names = await realnames(siteDb, [row.publisher_id]);
  return {
    ...present(row, editor, names),
    ...(row.status === 'published' ? await readCounts(siteDb, id, row.audience_all) : { audience: 0, read: 0 }),
    body: row.body,
    expires: Number(row.expires),
    all: row.audience_all === 1,
    departments: of('department'),
    classes: of('class'),
    roles: of('role'),
    people,
    attachments: await presentAttachments(siteDb, basePath, parseUploadIds(row.attachments)),
  };
}

/** Read receipts of a notice: a writer sees those of their own notices only. */
export async function requireReadable(siteDb: SiteDb, editor: TEditor, id: string): Promise<void> {
  await findNotice(siteDb, editor, id);
}
