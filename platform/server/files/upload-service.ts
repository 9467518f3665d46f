import type { Selectable } from 'kysely';
import type { TUploadedFile } from '@quad/contracts/platform-calls';
import type { SiteDb } from '../db/site-db';
import { invalid } from '../errors';
import { nowSeconds, randomToken } from '../ids';
import { downloadName } from './file-names';
import { ACCEPTED_TYPES_MESSAGE, detectFileType } from './file-types';
import { reencodeImage } from './images';
import type { UploadsTable } from './schema';
import type { FileStorage, TStoredFile } from './storage';

/** File keys are 128 random bits: a signed-in user of the site cannot guess another user's file. */
export const FILE_KEY = /^[a-z2-7]{26}$/;

export interface TUploadTarget {
  siteDb: SiteDb;
  basePath: string;
  userId: string;
  storage: FileStorage;
  /** Largest file accepted, bytes. */
  limit: number;
}

export interface TIncomingFile {
  /** The request field the file came in, named in error messages. */
  field: string;
  name?: string;
  data: Buffer;
}

/** `10MB`, `1.5MB`, `500KB`: how a size limit is said to the user. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export const tooLarge = (field: string, limit: number) => invalid({ [field]: `文件不能超过${sizeLabel(limit)}` });

export const attachUrl = (basePath: string, id: string, thumb = false) => `${basePath}attach?file=${id}${thumb ? '&thumb=1' : ''}`;

export function presentUpload(row: Omit<Selectable<UploadsTable>, 'site_id'>, basePath: string): TUploadedFile {
  return {
    file: row.id,
    url: attachUrl(basePath, row.id),
    thumb: row.thumb_path ? attachUrl(basePath, row.id, true) : '',
    name: row.name,
    size: row.size,
    type: row.type,
    ...(row.width ? { width: row.width, height: row.height } : {}),
  };
}

const monthFolder = (at: Date) => `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Checks an uploaded file (size, then type by content), re-encodes images, writes the file(s) and
 * then the record. Nothing is half-written: if the record cannot be saved the files are removed.
 */
export async function saveUpload(target: TUploadTarget, file: TIncomingFile): Promise<TUploadedFile> {
  const { field, data } = file;
  if (data.length === 0) throw invalid({ [field]: '文件是空的，请重新选择' });
  if (data.length > target.limit) throw tooLarge(field, target.limit);
  const type = detectFileType(data);
  if (!type) throw invalid({ [field]: ACCEPTED_TYPES_MESSAGE });
  const image = type.image ? await reencodeImage(data, type, field) : undefined;

  const id = randomToken(16);
  const folder = monthFolder(new Date());
  const files: TStoredFile[] = [{ path: `${folder}/${id}.${type.ext}`, data: image?.data ?? data }];
  if (image) files.push({ path: `${folder}/${id}.thumb.${image.thumbType.ext}`, data: image.thumb });
  const row = {
    id,
    user_id: target.userId,
    name: downloadName(file.name, type),
    type: type.mime,
    size: files[0].data.length,
    path: files[0].path,
    thumb_path: files[1]?.path ?? '',
    width: image?.width ?? 0,
    height: image?.height ?? 0,
    created: nowSeconds(),
  };

  const siteId = target.siteDb.siteId;
  await target.storage.write(siteId, files);
  try {
    await target.siteDb.insertInto('uploads', row).execute();
  } catch (error) {
    await target.storage.remove(siteId, files.map((f) => f.path));
    throw error;
  }
  return presentUpload(row, target.basePath);
}
