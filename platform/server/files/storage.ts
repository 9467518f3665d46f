import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TConfig } from '../config';
import { FolderDriver } from './folder-driver';
import type { TByteRange, TObjectDriver } from './object-driver';
import { S3Driver } from './s3-driver';

export interface TStoredFile {
  /** Relative to the site's place in the store, always with forward slashes (it is kept in the database). */
  path: string;
  data: Buffer;
}

const SITE_ID = /^[a-z0-9][a-z0-9_-]*$/i;
const PATH_SEGMENT = /^[\w.-]+$/;

/**
 * The key of a site's stored path, or undefined when the path could leave the site's place: the one
 * check every driver relies on, so a stored path can never name another site's file or anything else.
 */
export function objectKey(siteId: string, relative: string): string | undefined {
  if (!SITE_ID.test(siteId)) throw new Error(`unsafe site id for a storage key: ${siteId}`);
  const segments = relative.split('/');
  if (segments.some((s) => !PATH_SEGMENT.test(s) || s === '.' || s === '..')) return undefined;
  return `${siteId}/${relative}`;
}

/** Uploaded and generated files of every site, one place per site, over whichever driver is configured. */
export class FileStorage {
  constructor(readonly driver: TObjectDriver) {}

  private keyOf(siteId: string, relative: string): string {
    const key = objectKey(siteId, relative);
    if (!key) throw new Error(`unsafe storage path: ${relative}`);
    return key;
  }

  /** The stored file's size, or undefined when there is no such file (or the path is not one we hand out). */
  size(siteId: string, relative: string): Promise<number | undefined> {
    const key = objectKey(siteId, relative);
    return key ? this.driver.size(key) : Promise.resolve(undefined);
  }

  /** The file's bytes, whole or one range; the file must exist (see `size`). */
  read(siteId: string, relative: string, range?: TByteRange): Promise<Readable> {
    return this.driver.read(this.keyOf(siteId, relative), range);
  }

  /** Writes every file or none: on a failure the ones already written are removed. */
  async write(siteId: string, files: TStoredFile[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.driver.put(this.keyOf(siteId, file.path), file.data);
        written.push(file.path);
      }
    } catch (error) {
      await this.remove(siteId, written);
      throw error;
    }
  }

  /** Stores a file written on local disk (an export) under the site's `relative` path. */
  writeFrom(siteId: string, relative: string, localFile: string): Promise<void> {
    return this.driver.putFile(this.keyOf(siteId, relative), localFile);
  }

  async remove(siteId: string, paths: string[]): Promise<void> {
    for (const relative of paths) {
      const key = objectKey(siteId, relative);
      if (key) await this.driver.delete(key);
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

/** The configured store: a bucket when `S3_ENDPOINT` is set, else `DATA_DIR/uploads` (where files have always been). */
export function createStorage(config: Pick<TConfig, 'dataDir' | 's3'>): FileStorage {
  return new FileStorage(config.s3 ? new S3Driver(config.s3) : new FolderDriver(path.join(config.dataDir, 'uploads')));
}
