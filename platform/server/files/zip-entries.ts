/** The signatures that open each kind of record of a zip archive. */
export const ZIP_SIGNATURE = { localHeader: 0x04034b50, directoryEntry: 0x02014b50, endOfDirectory: 0x06054b50, dataDescriptor: 0x08074b50 } as const;
/** Compression methods: the two that documents use. */
export const ZIP_METHOD = { stored: 0, deflated: 8 } as const;

/** More entries than any real document has: past this the archive is not one we accept. */
const MAX_ENTRIES = 10_000;

/** One file of a zip archive as its central directory declares it. */
export interface TZipEntry {
  name: string;
  /** One of `ZIP_METHOD`, or a method we do not read. */
  method: number;
  /** General purpose flags; bit 3 says a data descriptor follows the data. */
  flags: number;
  compressedSize: number;
  /** Uncompressed size, as declared: a zip bomb may lie about it. */
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
}

/**
 * The entries of a zip archive, read from its central directory (what Office and every unzip tool
 * trust), or undefined when the archive is malformed or uses features documents never need (zip64,
 * spanning). Nothing is decompressed.
 */
export function zipDirectory(data: Buffer): { entries: TZipEntry[]; directoryOffset: number } | undefined {
  const end = findEndRecord(data);
  if (end === undefined) return undefined;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES || offset + size > end) return undefined;

  const entries: TZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_SIGNATURE.directoryEntry) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    entries.push({
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      offset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, directoryOffset: offset };
}

/** The entry names of a zip archive (see `zipDirectory`), or undefined when it is not one we read. */
export function listZipEntries(data: Buffer): string[] | undefined {
  return zipDirectory(data)?.entries.map((e) => e.name);
}

const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** The end-of-directory record sits in the last 22 bytes plus an optional comment of up to 64 KB. */
function findEndRecord(data: Buffer): number | undefined {
  const lowest = Math.max(0, data.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = data.length - END_RECORD_SIZE; at >= lowest; at--) {
    if (data.readUInt32LE(at) === ZIP_SIGNATURE.endOfDirectory) return at;
  }
  return undefined;
}
