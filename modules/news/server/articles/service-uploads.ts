import type { SiteDb } from '@quad/platform/server/db/site-db';
import { requireUploads } from '@quad/platform/server/files/site-uploads';

/** The cover must be a picture and the attachments files of this site. */
export async function checkUploads(siteDb: SiteDb, cover: string, attachments: string[]): Promise<void> {
  if (cover) await requireUploads(siteDb, [cover], { field: 'cover', message: '封面必须是本站上传的图片', kind: 'image/' });
  await requireUploads(siteDb, attachments, { field: 'attachments', message: '附件不存在，请重新上传' });
}
