import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { HOSTS } from '@quad/server/test/harness';
import { ZIP_METHOD, ZIP_SIGNATURE } from './zip-entries';

/**
 * A phone photo as phones send them: 64×32 pixels stored sideways with EXIF orientation 6 (so it
 * shows 32×64), the camera's make and a GPS position.
 */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'QuadPhone', Model: 'Q1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 17/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).png().toBuffer();

/** Whether an EXIF block's first directory points to a GPS directory (tag 0x8825). */
export function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

/**
 * A zip archive with the given entries, as Office and unzip tools read it: stored uncompressed, or
 * deflated; `declaredSizes` makes the headers claim other uncompressed sizes (as a zip bomb does).
 */
export function zipOf(entries: Record<string, string | Buffer>, options: { deflate?: boolean; declaredSizes?: Record<string, number> } = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const raw = Buffer.from(content);
    const data = options.deflate ? zlib.deflateRawSync(raw, { level: 1 }) : raw;
    const method = options.deflate ? ZIP_METHOD.deflated : ZIP_METHOD.stored;
    const size = options.declaredSizes?.[name] ?? raw.length;
    const crc = zlib.crc32(raw);
    // The local header and the directory entry hold the same fields, the entry's two bytes further on.
    const record = (signature: number, length: number, fieldsAt: number) => {
      const r = Buffer.alloc(length);
      r.writeUInt32LE(signature, 0);
      r.writeUInt16LE(20, fieldsAt - 4); // version needed to extract
      r.writeUInt16LE(method, fieldsAt);
      r.writeUInt32LE(crc, fieldsAt + 6);
      r.writeUInt32LE(data.length, fieldsAt + 10);
      r.writeUInt32LE(size, fieldsAt + 14);
      r.writeUInt16LE(nameBytes.length, fieldsAt + 18);
      return r;
    };
    const local = record(ZIP_SIGNATURE.localHeader, 30, 8);
    const central = record(ZIP_SIGNATURE.directoryEntry, 46, 10);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(ZIP_SIGNATURE.endOfDirectory, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A minimal Word document (the parts that make a zip a .docx), plus any extra parts. */
export const docxOf = (extra: Record<string, string> = {}) =>
  zipOf({ '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>', ...extra });

/** Sends one file as a browser's form would: multipart, field `file`, the name as UTF-8, after any other `fields`; to the upload call unless `url` says otherwise. */
export function uploadMultipart(
  app: FastifyInstance,
  options: { cookie?: string; host?: string; name: string; data: Buffer; declaredType?: string; field?: string; url?: string; fields?: Record<string, string> },
) {
  const boundary = '----quadtest' + Math.random().toString(36).slice(2);
  const fields = Object.entries(options.fields ?? {}).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(
    fields.join('') +
      `--${boundary}\r\ncontent-disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.name}"\r\n` +
      `content-type: ${options.declaredType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, options.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers: Record<string, string> = {
    host: options.host ?? HOSTS.north,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({ method: 'POST', url: options.url ?? '/api/upload/index', headers, payload });
}
