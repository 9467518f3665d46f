import fs from 'node:fs/promises';
import path from 'node:path';

export interface TStoredFile {
  /** Relative to the site's upload folder, always with forward slashes (it is kept in the database). */
  path: string;
  data: Buffer;
}

const SITE_ID = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * Uploaded files on local disk, one folder per site: `<DATA_DIR>/uploads/<site_id>/<yyyy>/<mm>/…`.
 * The one place that turns a stored path into a file name, so it is also where a path is checked
 * to stay inside its site's folder. An S3-compatible store would replace this class.
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  private siteDir(siteId: string): string {
    if (!SITE_ID.test(siteId)) throw new Error(`unsafe site id for a folder name: ${siteId}`);
    return path.join(this.root, siteId);
  }

  /** The absolute file name of a stored path, or undefined when the path would leave the site's folder. */
  locate(siteId: string, relative: string): string | undefined {
    const dir = this.siteDir(siteId);
    if (!relative || relative.includes('\0') || path.isAbsolute(relative)) return undefined;
    const full = path.resolve(dir, relative);
    return full.startsWith(dir + path.sep) ? full : undefined;
  }

  /** Writes every file or none: on a failure the ones already written are removed. */
  async write(siteId: string, files: TStoredFile[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        const full = this.locate(siteId, file.path);
        if (!full) throw new Error(`unsafe upload path: ${file.path}`);
        await fs.mkdir(path.dirname(full), { recursive: true });
        // `wx`: never overwrite; names are random, so a clash means something is wrong.
        await fs.writeFile(full, file.data, { flag: 'wx' });
        written.push(file.path);
      }
    } catch (error) {
      await this.remove(siteId, written);
      throw error;
    }
  }

  async remove(siteId: string, paths: string[]): Promise<void> {
    for (const relative of paths) {
      const full = this.locate(siteId, relative);
      if (full) await fs.rm(full, { force: true });
    }
  }
}
