import type { Readable } from 'node:stream';

/** Both ends of a byte range, inclusive (as in `Range: bytes=start-end`). */
export interface TByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes go: keys in, bytes out, nothing more. A key is `<site_id>/<path>` and has been
 * checked by `FileStorage` before a driver sees it. The local folder is the embedded default; any
 * S3-compatible service replaces it for several instances (docs/operations.md).
 */
export interface TObjectDriver {
  /** Stores the bytes under the key. */
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a local file's bytes under the key without reading them all into memory (a large export). */
  putFile(key: string, file: string): Promise<void>;
  /** The object's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The object's bytes, all of them or one range; it must exist (see `size`). */
  read(key: string, range?: TByteRange): Promise<Readable>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every object in the store, in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
  close(): Promise<void>;
}
