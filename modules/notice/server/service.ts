import type { FastifyRequest } from 'fastify';
import type { TEditorialStatus } from '@quad/contracts/editorial';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid, notFound } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import { sendMessage } from '@quad/messages-engine/server';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { audienceUserIds, resolveAudience, type TAudience, type TAudienceInput } from '@quad/platform/server/identity/audience';
import { richTextToPlain, sanitizeRichText } from '@quad/platform/server/rich-text';
import { noticesChanged } from './list-cache';
import { countRows, onPage } from '@quad/platform/server/db/paging';

/** Publishing side of notices: holders of `notice` › `publish` on this site. */
export interface TNoticeInput extends TAudienceInput {
  title: string;
  body: string;
  pinned: boolean;
  mustRead: boolean;
  expires: number;
}

/** Title as plain text, body through the allowlist; what is left must still say something. */
export function cleanFields(input: TNoticeInput, now: number) {
  const title = sanitizePlainText(input.title);
  if (!title) throw invalid({ title: '请填写标题' });
  const body = sanitizeRichText(input.body);
  if (!richTextToPlain(body) && !body.includes('<img')) throw invalid({ body: '请填写正文' });
  if (input.expires !== 0 && input.expires <= now) throw invalid({ expires: '过期时间应晚于现在' });
  return { title, body, pinned: input.pinned ? 1 : 0, must_read: input.mustRead ? 1 : 0, expires: input.expires };
}

/** Every save of a notice's fields passes here, so here its readers' lists are told (a published notice edited in place). */
export async function saveTargets(siteDb: SiteDb, noticeId: string, audience: TAudience): Promise<void> {
  noticesChanged(siteDb);
  await siteDb.deleteFrom('notice_targets').where('notice_id', '=', noticeId).execute();
  if (audience.targets.length === 0) return;
  await siteDb
    .insertInto(
      'notice_targets',
      audience.targets.map((t) => ({ notice_id: noticeId, kind: t.kind, target_id: t.targetId })),
    )
    .execute();
}

/** Who changes a notice, for the audit log: a person (with their request), or the publishing job by name. */
export interface TNoticeActor {
  userId: string;
  request?: FastifyRequest;
  name?: string;
}

/** Give it the transaction of the change, so the change and its record land together. */
export const auditNotice = (tx: SiteDb, actor: TNoticeActor, action: string, id: string, after?: unknown) =>
  recordAudit(tx, actor.request, { actorId: actor.userId, actorName: actor.name, action: `notice.${action}`, targetType: 'notice', targetId: id, after });

/**
 * A notice goes out: published (dated now), a message in every recipient's inbox (their
 * do-not-disturb applies) and the audit record, in one transaction, so a failure anywhere leaves it
 * as it was, ready to be sent again. Only the call that moves it from `from` sends: a notice
 * released twice at once, or by two instances' jobs, reaches people once. Answers how many were told.
 */
export async function goOut(siteDb: SiteDb, actor: TNoticeActor, id: string, from: TEditorialStatus[], now: number): Promise<number> {
  return siteDb.transaction(async (tx) => {
    const moved = await tx
      .updateTable('notices')
      .set({ status: 'published', created: now, publish_at: now, review_note: '', updated: now })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 0;
    noticesChanged(tx);
    const row = await tx.selectFrom('notices').select(['title', 'body', 'audience_all']).where('id', '=', id).executeTakeFirstOrThrow();
    const recipients = await audienceOf(tx, id, row.audience_all);
    await sendMessage(tx, { userIds: recipients, appKey: 'notice', title: row.title, body: richTextToPlain(row.body).slice(0, 200), link: `notice/noticepage?id=${id}` }, now);
    await auditNotice(tx, actor, 'publish', id, { recipients: recipients.length });
    return recipients.length;
  });
}

/** Publishes at once (the phone's 发布通知): written, sent out and audited in one transaction. */
export async function publish(siteDb: SiteDb, actor: TNoticeActor, input: TNoticeInput, now: number) {
  const fields = cleanFields(input, now);
  const audience = await resolveAudience(siteDb, input, '请选择通知对象');
  const id = newId();
  return siteDb.transaction(async (tx) => {
    await tx
      .insertInto('notices', { id, ...fields, publisher_id: actor.userId, audience_all: audience.all ? 1 : 0, status: 'draft', publish_at: 0, attachments: '[]', review_note: '', created: now, updated: now })
      .execute();
    await saveTargets(tx, id, audience);
    await auditNotice(tx, actor, 'create', id, { title: fields.title });
    return { id, recipients: await goOut(tx, actor, id, ['draft'], now) };
  });
}

async function requirePublished(siteDb: SiteDb, id: string) {
  const row = await siteDb.selectFrom('notices').select(['id', 'audience_all']).where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
  if (!row) throw notFound('通知不存在或已撤回');
  return row;
}

/** Edits text, flags and audience; people already notified are not messaged again. */
export async function update(siteDb: SiteDb, actor: TNoticeActor, id: string, input: TNoticeInput, now: number): Promise<void> {
  const fields = cleanFields(input, now);
  await requirePublished(siteDb, id);
  const audience = await resolveAudience(siteDb, input, '请选择通知对象');
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('notices').set({ ...fields, audience_all: audience.all ? 1 : 0, updated: now }).where('id', '=', id).execute();
    await saveTargets(tx, id, audience);
    await auditNotice(tx, actor, 'update', id, { title: fields.title });
  });
}

export async function withdraw(siteDb: SiteDb, actor: TNoticeActor, id: string, now: number): Promise<void> {
  await requirePublished(siteDb, id);
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('notices').set({ status: 'withdrawn', updated: now }).where('id', '=', id).execute();
    noticesChanged(tx);
    await auditNotice(tx, actor, 'withdraw', id);
  });
}

export async function audienceOf(siteDb: SiteDb, id: string, all: number): Promise<string[]> {
  const targets = await siteDb.selectFrom('notice_targets').select(['kind', 'target_id']).where('notice_id', '=', id).execute();
  return audienceUserIds(siteDb, { all: all === 1, targets: targets.map((t) => ({ kind: t.kind, targetId: t.target_id })) });
}

async function readersOf(siteDb: SiteDb, id: string) {
  const rows = await siteDb.selectFrom('notice_reads').select(['user_id', 'confirmed_at']).where('notice_id', '=', id).execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.confirmed_at)]));
}

/** Read counts are of the current audience: someone who left it no longer counts either way. */
export async function listPublished(siteDb: SiteDb, page: { page: number; size: number }) {
  const rows = await siteDb
    .selectFrom('notices')
    .select(['id', 'title', 'created', 'must_read', 'pinned', 'audience_all'])
    .where('status', '=', 'published')
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .$call(onPage(page))
    .execute();
  const total = await countRows(siteDb.selectFrom('notices').where('status', '=', 'published'));
  const list = [];
  for (const row of rows) {
    const audience = await audienceOf(siteDb, row.id, row.audience_all);
    const readers = await readersOf(siteDb, row.id);
    list.push({
      id: row.id,
      title: row.title,
      created: Number(row.created),
      mustRead: row.must_read === 1,
      pinned: row.pinned === 1,
      audience: audience.length,
      read: audience.filter((u) => readers.has(u)).length,
    });
  }
  return { list, total };
}

export async function stats(siteDb: SiteDb, id: string) {
  const notice = await requirePublished(siteDb, id);
  const audience = await audienceOf(siteDb, id, notice.audience_all);
  const readers = await readersOf(siteDb, id);
  const unreadIds = audience.filter((u) => !readers.has(u));
  const unread = unreadIds.length
    ? await siteDb
        .selectFrom('users')
        .leftJoin('departments', (j) => j.onRef('departments.site_id', '=', 'users.site_id').onRef('departments.id', '=', 'users.dept_id'))
        .select(['users.id', 'users.realname', 'users.number', 'departments.name as department'])
        .where('users.id', 'in', unreadIds.slice(0, 200))
        .orderBy('users.number')
        .execute()
    : [];
  return {
    audience: audience.length,
    read: audience.length - unreadIds.length,
    confirmed: audience.filter((u) => (readers.get(u) ?? 0) > 0).length,
    unread: unread.map((u) => ({ uid: u.id, realname: u.realname, number: u.number, department: u.department ?? '' })),
  };
}

