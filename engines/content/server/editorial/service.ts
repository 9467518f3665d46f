import type { TEditorialStatus } from '@quad/contracts/editorial';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { forbidden } from '@quad/platform/server/errors';
import { permissionHolders } from '@quad/platform/server/identity/permissions';
import { sendMessage } from '@quad/messages-engine/server';

/** Who acts on a piece: publishers publish and review; writers edit and submit their own drafts. */
export interface TEditor {
  userId: string;
  publisher: boolean;
}

/** A writer changes only their own draft (a rejected piece is a draft again); a publisher changes any piece. */
export function requireEditable(editor: TEditor, piece: { author_id: string; status: TEditorialStatus }): void {
  if (editor.publisher) return;
  if (piece.author_id !== editor.userId) throw forbidden('只能修改自己写的稿件');
  if (piece.status !== 'draft') throw forbidden('稿件已提交审核或已发布，不能再修改');
}

/*
 * The messages below are written with `siteDb`: give them the transaction of the change they tell
 * about, so a piece is never submitted or reviewed without its messages, nor messaged about a
 * change that rolled back.
 */

/** What a piece is in messages: its title and where it is edited. */
export interface TPieceLink {
  title: string;
  /** Console page relative to the site's base path. */
  link: string;
}

/** Everyone who publishes for the app hears that a piece waits for them (their do-not-disturb applies). */
export async function announceForReview(siteDb: SiteDb, app: string, publishModule: string, piece: TPieceLink): Promise<void> {
  const reviewers = await permissionHolders(siteDb, app, publishModule);
  await sendMessage(siteDb, { userIds: reviewers, appKey: app, title: `待审核：${piece.title}`, body: '有一篇稿件提交了审核，请及时处理', link: piece.link });
}

/** The writer hears the outcome of the review, with the reviewer's note when there is one. */
export async function tellAuthor(siteDb: SiteDb, app: string, authorId: string, piece: TPieceLink, outcome: { approved: boolean; note: string }): Promise<void> {
  const title = outcome.approved ? `稿件已通过审核：${piece.title}` : `稿件被退回：${piece.title}`;
  await sendMessage(siteDb, { userIds: [authorId], appKey: app, title, body: outcome.note ? `审核意见：${outcome.note}` : '', link: piece.link });
}
