import type { SiteDb } from '@quad/platform/server/db/site-db';
import { notFound } from '@quad/platform/server/errors';
import { findInstanceRow, type TInstanceRow } from './store';

/**
 * Who sees an instance: its applicant, everyone who holds or held one of its tasks (or whose
 * delegate holds it), and those it was sent to read (抄送). Anyone else is told nothing about it,
 * not even that it exists.
 */
export async function canSee(siteDb: SiteDb, instance: TInstanceRow, userId: string): Promise<boolean> {
  if (instance.applicant_id === userId) return true;
  const task = await siteDb
    .selectFrom('workflow_tasks')
    .select('id')
    .where('instance_id', '=', instance.id)
    .where((eb) => eb.or([eb('assignee_id', '=', userId), eb('delegator_id', '=', userId)]))
    .executeTakeFirst();
  if (task) return true;
  const cc = await siteDb.selectFrom('workflow_cc').select('id').where('instance_id', '=', instance.id).where('user_id', '=', userId).executeTakeFirst();
  return cc !== undefined;
}

/** The instance, if the caller may see it; otherwise it is as absent as another site's. */
export async function requireVisible(siteDb: SiteDb, id: string, userId: string): Promise<TInstanceRow> {
  const instance = await findInstanceRow(siteDb, id);
  if (!instance || !(await canSee(siteDb, instance, userId))) throw notFound('审批不存在');
  return instance;
}
