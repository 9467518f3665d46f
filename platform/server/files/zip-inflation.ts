import zlib from 'node:zlib';
import { ZIP_METHOD, ZIP_SIGNATURE, zipDirectory, type TZipEntry } from './zip-entries';

export interface TInflationLimits {
  /** All entries together, uncompressed. */
  maxBytes: number;
  /** Uncompressed bytes per byte of the archive: real documents stay far below it, bombs far above. */
  maxRatio: number;
}

/**
 * Whether a zip archive is safe to hand to a parser that unzips it whole: its declared sizes stay
 * within the limits, and every entry really inflates to the size it declares (a bomb may declare a
 * few bytes and inflate to gigabytes). The entries' local records must follow one another exactly
 * as the directory lists them, so a streaming reader, which reads those records and not the
 * directory, meets no entry that was not checked. Inflated on libuv's threads, counted and dropped.
 */
export async function inflatesWithin(data: Buffer, limits: TInflationLimits): Promise<boolean> {
  const directory = zipDirectory(data);
  if (!directory) return false;
  const declared = directory.entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > Math.min(limits.maxBytes, data.length * limits.maxRatio)) return false;
  let expected = 0;
  for (const entry of [...directory.entries].sort((a, b) => a.offset - b.offset)) {
    const body = entry.offset === expected ? entryBody(data, entry) : undefined;
    if (!body || !(await holds(body.data, entry))) return false;
    expected = body.next;
  }
  return expected === directory.directoryOffset;
}

/** The compressed bytes of an entry and where the next record must start, if its local header agrees with the directory. */
function entryBody(data: Buffer, entry: TZipEntry): { data: Buffer; next: number } | undefined {
  const at = entry.offset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== ZIP_SIGNATURE.localHeader) return undefined;
  const nameLength = data.readUInt16LE(at + 26);
  const start = at + 30 + nameLength + data.readUInt16LE(at + 28);
  if (data.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) return undefined;
  let next = start + entry.compressedSize;
  if (next > data.length) return undefined;
  if (entry.flags & 8) next += next + 4 <= data.length && data.readUInt32LE(next) === ZIP_SIGNATURE.dataDescriptor ? 16 : 12;
  return { data: data.subarray(start, start + entry.compressedSize), next };
}

/** Whether the bytes hold exactly the entry's declared size; inflation stops as soon as it passes it. */
function holds(body: Buffer, entry: TZipEntry): Promise<boolean> {
  if (entry.method === ZIP_METHOD.stored) return Promise.resolve(body.length === entry.size);
  if (entry.method !== ZIP_METHOD.deflated) return Promise.resolve(false);
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > entry.size) {
        inflate.destroy();
        resolve(false);
      }
    });
    inflate.on('end', () => resolve(total === entry.size));
    inflate.on('error', () => resolve(false));
    inflate.end(body);
  });
}
