import { constants as fsConstants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TByteRange, TObjectDriver } from './object-driver';

/**
 * Files on local disk, a key's slashes as folders: `<DATA_DIR>/uploads/<site_id>/<yyyy>/<mm>/…`,
 * where uploads have always been, so an existing install keeps its files. Keys come checked from
 * `FileStorage`, so none leaves the folder.
 */
export class FolderDriver implements TObjectDriver {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // `wx`: never overwrite; names are random, so a clash means something is wrong.
    await fs.writeFile(file, data, { flag: 'wx' });
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.copyFile(source, file, fsConstants.COPYFILE_EXCL);
  }

  async size(key: string): Promise<number | undefined> {
    const stat = await fs.stat(this.fileOf(key)).catch(() => undefined);
    return stat?.isFile() ? stat.size : undefined;
  }

  async read(key: string, range?: TByteRange): Promise<Readable> {
    return createReadStream(this.fileOf(key), range);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const dir = await fs.opendir(this.root, { recursive: true }).catch(() => undefined);
    if (!dir) return;
    for await (const entry of dir) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      yield { key: path.relative(this.root, file).split(path.sep).join('/'), size: (await fs.stat(file)).size };
    }
  }

  async close(): Promise<void> {}
}
