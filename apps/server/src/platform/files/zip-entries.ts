const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** More entries than any real document has: past this the archive is not one we accept. */
const MAX_ENTRIES = 10_000;

/**
 * The entry names of a zip archive, read from its central directory (what Office and every unzip
 * tool trust), or undefined when the archive is malformed or uses features documents never need
 * (zip64, spanning). Only names are read: nothing is decompressed.
 */
export function listZipEntries(data: Buffer): string[] | undefined {
  const end = findEndRecord(data);
  if (end === undefined) return undefined;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES || offset + size > end) return undefined;

  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The end-of-directory record sits in the last 22 bytes plus an optional comment of up to 64 KB. */
function findEndRecord(data: Buffer): number | undefined {
  const lowest = Math.max(0, data.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = data.length - END_RECORD_SIZE; at >= lowest; at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}
