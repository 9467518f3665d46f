import { isAppAllowed } from '@quad/contracts/permission-checks';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import { EDITABLE_STATUSES } from '../rules';
import type { OfficialDocumentsTable } from './schema';

export type TDocumentRow = Omit<OfficialDocumentsTable, 'site_id'>;

/** Whether this person keeps the site's documents (公文管理): they see every one. */
export const managesOfficial = async (siteDb: SiteDb, userId: string) => isAppAllowed(await loadPermissionMap(siteDb, userId), 'official', 'manage');

/** Staff draft documents, and whoever manages them; students and visitors do not. */
export async function requireDrafter(siteDb: SiteDb, userId: string): Promise<void> {
  const user = await siteDb.selectFrom('users').select('type').where('id', '=', userId).executeTakeFirst();
  if (user?.type === 'teacher' || user?.type === 'staff' || (await managesOfficial(siteDb, userId))) return;
  throw fail('只有教职工可以拟写公文');
}

/** How a person stands to a document: what they may see and do. */
export interface TStanding {
  mine: boolean;
  manager: boolean;
  receiver: boolean;
}

/**
 * The document `id` and the reader's standing, if they may see it: its drafter, a receiver of one of
 * its units, anyone once it is published, and the site's managers. Anyone else is told it is not there,
 * as for another site's id.
 */
export async function visibleDocument(siteDb: SiteDb, userId: string, id: string): Promise<{ doc: TDocumentRow; standing: TStanding }> {
  const doc = await siteDb.selectFrom('official_documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!doc) throw notFound('公文不存在');
  const mine = doc.drafter_id === userId;
  const [receiver, manager] = await Promise.all([
    siteDb.selectFrom('official_receivers').select('receipt_id').where('document_id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
    managesOfficial(siteDb, userId),
  ]);
  const standing = { mine, manager, receiver: !!receiver };
  if (!mine && !manager && !receiver && doc.status !== 'published') throw notFound('公文不存在');
  return { doc, standing };
}

/** The drafter's own document while it may still change (草稿, 已退回), else a refusal. */
export async function editableDraft(siteDb: SiteDb, userId: string, id: string): Promise<TDocumentRow> {
  const doc = await siteDb.selectFrom('official_documents').selectAll().where('id', '=', id).where('drafter_id', '=', userId).executeTakeFirst();
  if (!doc) throw notFound('公文不存在');
  if (!EDITABLE_STATUSES.includes(doc.status)) throw fail(doc.status === 'running' ? '公文正在审批中，不能修改' : '公文已签发，不能修改');
  return doc;
}

/** A JSON array of ids as stored (units, past instances). */
export const jsonIds = (json: string): string[] => {
  const ids = JSON.parse(json) as unknown;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};
