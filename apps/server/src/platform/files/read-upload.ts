import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteDb } from '../db/site-db';
import { notFound } from '../errors';
import { UploadStore } from './upload-store';
import { FILE_KEY } from './upload-service';

/**
 * The bytes of a file uploaded to this site, for areas that process uploads (imports): looked up by
 * its key in the site's own records, so another site's key finds nothing.
 */
export async function readUploadedFile(dataDir: string, siteDb: SiteDb, id: string): Promise<{ name: string; type: string; data: Buffer }> {
  const row = FILE_KEY.test(id) ? await siteDb.selectFrom('uploads').select(['name', 'type', 'path']).where('id', '=', id).executeTakeFirst() : undefined;
  const file = row && new UploadStore(path.join(dataDir, 'uploads')).locate(siteDb.siteId, row.path);
  if (!row || !file) throw notFound('文件不存在或已被删除');
  try {
    return { name: row.name, type: row.type, data: await fs.readFile(file) };
  } catch {
    throw notFound('文件不存在或已被删除');
  }
}
