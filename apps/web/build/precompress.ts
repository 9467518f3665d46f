import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, compression saves less than its headers cost. */
const SMALLEST = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the folder worth compressing. */
export async function precompressFolder(dir: string): Promise<number> {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const data = await fs.readFile(file);
    if (data.length < SMALLEST) continue;
    await fs.writeFile(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    written++;
  }
  return written;
}

/**
 * Compresses the built files once, at build time, at the strongest settings: the server sends these
 * and never compresses on its event loop (`platform/server/http/static-files.ts`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'quad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
