import type { SiteDb } from '@quad/server/platform/db/site-db';
import { invalid } from '@quad/server/platform/errors';
import { attachUrl } from '@quad/server/platform/files/upload-service';

/**
 * Covers and attachments are upload ids of this site: another site's id (or an invented one) is
 * refused when the article is saved, so a reader only ever gets links to files of their own site.
 */
export async function checkUploads(siteDb: SiteDb, cover: string, attachments: string[]): Promise<void> {
  const ids = [...new Set([...(cover ? [cover] : []), ...attachments])];
  if (ids.length === 0) return;
  const rows = await siteDb.selectFrom('uploads').select(['id', 'type']).where('id', 'in', ids).execute();
  const found = new Map(rows.map((r) => [r.id, r.type]));
  if (cover && !found.get(cover)?.startsWith('image/')) throw invalid({ cover: '封面必须是本站上传的图片' });
  if (attachments.some((id) => !found.has(id))) throw invalid({ attachments: '附件不存在，请重新上传' });
}

/** The attachments of an article as links to the attachment fetch, in the order they were given. */
export async function presentAttachments(siteDb: SiteDb, basePath: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await siteDb.selectFrom('uploads').select(['id', 'name', 'size', 'type']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ file: row.id, url: attachUrl(basePath, row.id), name: row.name, size: Number(row.size), type: row.type }] : [];
  });
}

export const coverUrls = (basePath: string, cover: string) =>
  cover ? { cover: attachUrl(basePath, cover), coverThumb: attachUrl(basePath, cover, true) } : { cover: '', coverThumb: '' };
