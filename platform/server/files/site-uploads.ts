import type { SiteDb } from '../db/site-db';
import { invalid } from '../errors';
import type { FileStorage } from './storage';
import { attachUrl } from './upload-service';

/** Upload ids a record keeps as a JSON array; anything unreadable is none. */
export function parseUploadIds(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored types of this site's uploads among `ids`: another site's id, or an invented one, is simply absent. */
export async function uploadTypes(siteDb: SiteDb, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await siteDb.selectFrom('uploads').select(['id', 'type']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.type]));
}

/**
 * Refuses a record's files unless each is an upload of this site (of the kind asked: `image/`,
 * `video/`), so a reader only ever gets links to their own site's files.
 */
export async function requireUploads(siteDb: SiteDb, ids: string[], rule: { field: string; message: string; kind?: 'image/' | 'video/' }): Promise<void> {
  const types = await uploadTypes(siteDb, ids);
  if (ids.some((id) => !types.get(id)?.startsWith(rule.kind ?? ''))) throw invalid({ [rule.field]: rule.message });
}

/** A record's attachments as links to the attachment fetch, in the order given (a file gone since is left out). */
export async function presentAttachments(siteDb: SiteDb, basePath: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await siteDb.selectFrom('uploads').select(['id', 'name', 'size', 'type']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ file: row.id, url: attachUrl(basePath, row.id), name: row.name, size: Number(row.size), type: row.type }] : [];
  });
}

/**
 * The bytes of one of this site's uploads, for a file the server draws into another (a seal printed
 * into a PDF); undefined when there is no such upload on this site or its file is gone.
 */
export async function uploadBytes(siteDb: SiteDb, storage: FileStorage, id: string): Promise<Buffer | undefined> {
  if (!id) return undefined;
  const upload = await siteDb.selectFrom('uploads').select('path').where('id', '=', id).executeTakeFirst();
  if (!upload || (await storage.size(siteDb.siteId, upload.path)) === undefined) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(siteDb.siteId, upload.path)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
