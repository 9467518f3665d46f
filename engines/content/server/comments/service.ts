import type { FastifyRequest } from 'fastify';
import { isAppAllowed } from '@quad/contracts/permission-checks';
import type { TCommentStatus } from '@quad/contracts/comments';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, forbidden, invalid, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import { sendMessage } from '@quad/messages-engine/server';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { findComment, newCommentRow, type TCommentRow } from './store';
import type { TCommentSubject, TCommentSubjectInfo } from './subjects';

export interface TViewer {
  userId: string;
  moderator: boolean;
}

export async function viewerOf(siteDb: SiteDb, subject: TCommentSubject, userId: string): Promise<TViewer> {
  const map = await loadPermissionMap(siteDb, userId);
  return { userId, moderator: isAppAllowed(map, subject.moderator.app, subject.moderator.module) };
}

/** The subject for this viewer, or 404: a subject they may not see is one that does not exist. */
export async function requireSubject(siteDb: SiteDb, subject: TCommentSubject, id: string, viewer: TViewer): Promise<TCommentSubjectInfo> {
  const found = (await subject.find(siteDb, [id], viewer)).get(id);
  if (!found) throw notFound('内容不存在或已下线');
  return found;
}

export interface TNewComment {
  subjectId: string;
  body: string;
  images: string[];
  replyTo?: string;
  requestId: string;
}

/**
 * Posts a comment: the subject must take comments, an answered comment must be readable on the
 * same subject, and the text must still say something once markup is gone. It waits for review
 * when the subject asks for it (a moderator's own never does). A retried request answers the first.
 */
export async function postComment(siteDb: SiteDb, subject: TCommentSubject, viewer: TViewer, input: TNewComment) {
  const retried = await siteDb.selectFrom('comments').select(['id', 'status']).where('user_id', '=', viewer.userId).where('request_id', '=', input.requestId).executeTakeFirst();
  if (retried) return retried;
  const info = await requireSubject(siteDb, subject, input.subjectId, viewer);
  if (!info.open) throw fail('该内容已关闭评论');
  const body = sanitizePlainText(input.body);
  if (!body) throw invalid({ body: '请填写评论内容' });
  if (input.replyTo) {
    const answered = await findComment(siteDb, input.replyTo);
    const readable = answered && (answered.status === 'visible' || viewer.moderator || answered.user_id === viewer.userId);
    if (!readable || answered.kind !== subject.kind || answered.subject_id !== input.subjectId) throw invalid({ replyTo: '回复的评论不存在或已被隐藏' });
  }
  await requireUploads(siteDb, input.images, { field: 'images', message: '图片不存在，请重新上传', kind: 'image/' });
  const status: TCommentStatus = info.review && !viewer.moderator ? 'pending' : 'visible';
  const row = newCommentRow({
    kind: subject.kind,
    subject_id: input.subjectId,
    user_id: viewer.userId,
    body,
    images: input.images,
    reply_to: input.replyTo,
    status,
    request_id: input.requestId,
    created: nowSeconds(),
  });
  await siteDb.insertInto('comments', row).execute();
  if (status === 'visible') await tellAnswered(siteDb, subject, info, input.replyTo, viewer.userId);
  return { id: row.id, status };
}

/** The author of an answered comment hears of the reply (not of their own, nor of one still in review). */
async function tellAnswered(siteDb: SiteDb, subject: TCommentSubject, info: TCommentSubjectInfo, replyTo: string | undefined, from: string) {
  if (!replyTo) return;
  const answered = await findComment(siteDb, replyTo);
  if (!answered || answered.user_id === from) return;
  await sendMessage(siteDb, { userIds: [answered.user_id], appKey: subject.app, title: `有人回复了你在“${info.title}”的评论`, body: '点击查看', link: info.link });
}

/** Authors delete their own comments; moderators use `moderate`. */
export async function deleteOwnComment(siteDb: SiteDb, userId: string, id: string): Promise<void> {
  const row = await findComment(siteDb, id);
  if (!row) throw notFound('评论不存在或已删除');
  if (row.user_id !== userId) throw forbidden('只能删除自己的评论');
  await siteDb.deleteFrom('comments').where('id', '=', id).execute();
}

export type TModeration = 'approve' | 'hide' | 'restore' | 'delete';

const OUTCOME: Record<TModeration, { from: TCommentStatus[]; to?: TCommentStatus; told: string }> = {
  approve: { from: ['pending'], to: 'visible', told: '你的评论已通过审核' },
  hide: { from: ['visible', 'pending'], to: 'hidden', told: '你的评论已被管理员隐藏' },
  restore: { from: ['hidden'], to: 'visible', told: '你的评论已恢复显示' },
  delete: { from: ['visible', 'pending', 'hidden'], told: '你的评论已被管理员删除' },
};

/**
 * A moderator's decision on one comment: audited, and its author is told (with the reason). A
 * decision that does not fit the comment's state (approving a visible one) is refused.
 */
export async function moderateComment(
  siteDb: SiteDb,
  subjects: Map<string, TCommentSubject>,
  actor: { userId: string; request: FastifyRequest },
  input: { id: string; action: TModeration; reason?: string },
): Promise<void> {
  const row = await findComment(siteDb, input.id);
  const subject = row && subjects.get(row.kind);
  if (!row || !subject) throw notFound('评论不存在或已删除');
  const viewer = await viewerOf(siteDb, subject, actor.userId);
  if (!viewer.moderator) throw forbidden('您没有审核这类评论的权限');
  const outcome = OUTCOME[input.action];
  if (!outcome.from.includes(row.status)) throw fail('评论的状态已变化，请刷新后再试');
  const reason = sanitizePlainText(input.reason ?? '');
  const now = nowSeconds();
  await siteDb.transaction(async (tx) => {
    if (outcome.to) {
      await tx.updateTable('comments').set({ status: outcome.to, moderated_by: actor.userId, moderated_at: now, reason }).where('id', '=', row.id).execute();
    } else {
      await tx.deleteFrom('comments').where('id', '=', row.id).execute();
    }
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: `comment.${input.action}`, targetType: 'comment', targetId: row.id, before: summary(row), after: { status: outcome.to ?? 'deleted', reason } });
  });
  const info = (await subject.find(siteDb, [row.subject_id], viewer)).get(row.subject_id);
  if (row.user_id !== actor.userId) {
    const body = [`“${row.body.slice(0, 40)}”`, reason && `原因：${reason}`].filter(Boolean).join('\n');
    await sendMessage(siteDb, { userIds: [row.user_id], appKey: subject.app, title: outcome.told, body, link: info?.link ?? '' });
  }
  if (input.action === 'approve' && info) await tellAnswered(siteDb, subject, info, row.reply_to, row.user_id);
}

const summary = (row: TCommentRow) => ({ kind: row.kind, subject: row.subject_id, author: row.user_id, status: row.status, body: row.body.slice(0, 200) });
