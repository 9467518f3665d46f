import type { TExportJob } from '@quad/contracts/exports';
import type { SiteDb } from '../db/site-db';
import { notFound } from '../errors';
import type { ExportJobsTable } from './schema';

/** How long a finished file waits for its download before it is removed. */
export const KEEP_SECONDS = 24 * 3600;

export const loadExportRow = (siteDb: SiteDb, id: string) => siteDb.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The caller's own export, not yet expired: another person's id, or another site's (SiteDb scopes
 * it), is not found, and neither is a file past its time that the cleanup has not reached yet.
 */
export async function ownExport(siteDb: SiteDb, userId: string, id: string, now: number): Promise<ExportJobsTable> {
  const row = await siteDb.selectFrom('export_jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row || (Number(row.expires) > 0 && Number(row.expires) <= now)) throw notFound('导出任务不存在或文件已过期，请重新导出');
  return row;
}

export const exportView = (row: Omit<ExportJobsTable, 'site_id'>): TExportJob => ({
  id: row.id,
  status: row.status,
  total: Number(row.total),
  done: Number(row.done),
  file_name: row.file_name,
  size: Number(row.size),
  expires: Number(row.expires),
  message: row.message,
});
