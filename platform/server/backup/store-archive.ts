import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { typeOfStoredFile } from '../files/file-types';
import type { TObjectDriver } from '../files/object-driver';
import { objectKey } from '../files/storage';
import type { TArchivedObject } from './manifest';

/** Objects sit under `files/` in the archive, at their key: the same tree as `DATA_DIR/uploads`. */
const FILES = 'files';

/** The type a store keeps with the object: the server names every file by the type it checked. */
const contentTypeOf = (key: string) => typeOfStoredFile(key)?.mime ?? 'application/octet-stream';

/** Copies every object of the store into the archive, hashing as it writes. */
export async function archiveStore(driver: TObjectDriver, archive: string): Promise<TArchivedObject[]> {
  const objects: TArchivedObject[] = [];
  for await (const { key } of driver.list()) {
    const relative = `${FILES}/${key}`;
    const file = path.join(archive, ...relative.split('/'));
    await fs.mkdir(path.dirname(file), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(await driver.read(key), hashing, createWriteStream(file, { flags: 'wx' }));
    objects.push({ key, path: relative, bytes, sha256: hash.digest('hex'), contentType: contentTypeOf(key) });
  }
  return objects;
}

export async function isStoreEmpty(driver: TObjectDriver): Promise<boolean> {
  for await (const _object of driver.list()) return false;
  return true;
}

/** Removes every object of the store (`restore --force`). */
export async function emptyStore(driver: TObjectDriver): Promise<void> {
  for await (const { key } of driver.list()) await driver.delete(key);
}

/**
 * Puts the archive's objects into an empty store. Each key is checked as the server checks a stored
 * path, so an edited manifest cannot write outside a site's place in the store.
 */
export async function restoreStore(driver: TObjectDriver, archive: string, objects: TArchivedObject[]): Promise<void> {
  for (const object of objects) {
    const slash = object.key.indexOf('/');
    if (slash < 0 || objectKey(object.key.slice(0, slash), object.key.slice(slash + 1)) !== object.key) throw new Error(`backup names an unsafe file key: ${object.key}`);
    // Streamed from the archive's file: an export's workbook may be far larger than any upload.
    await driver.putFile(object.key, path.join(archive, ...object.path.split('/')));
  }
}
