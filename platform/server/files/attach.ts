import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@quad/contracts/errors';
import { currentUserId, isXhr, notLoggedIn, redirectToLogin } from '../http/context';
import type { TSiteRelativeHandler } from '../http/host-page';
import { contentDisposition, withExt } from './file-names';
import { typeOfStoredFile } from './file-types';
import { FILE_KEY } from './upload-service';
import type { FileStorage } from './storage';

/** A file never changes under its key, so a browser may keep it; `private` keeps shared proxies from doing so. */
const CACHE_CONTROL = 'private, max-age=2592000, immutable';

const notFound = (reply: FastifyReply) => reply.status(404).send({ e: ErrorCode.NOT_FOUND, m: '文件不存在或已被删除', d: {} });

const flag = (value: unknown) => value === '1' || value === 'true';

/**
 * The one byte range of a `Range: bytes=…` header (players ask for parts of a video to seek), or
 * 'unsatisfiable'; undefined when the whole file is wanted. Several ranges are served whole.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * `GET <base path>attach?file=<key>` (add `&thumb=1` for an image's thumbnail).
 *
 * Attachments need a session. What people upload here is mostly personal or internal: photos of a
 * leave note or a broken tap, pictures and files in notices meant for the school. Everyone who
 * should see them reads them inside the portal, signed in, and their browser sends the session
 * cookie with every `<img>` and link, so requiring it costs them nothing; a link that leaks out of
 * the school opens nothing. A browser that opens the link without a session is sent to sign in and
 * comes back (as for protected pages); a script gets 10013.
 *
 * The key is looked up in the request's own site only, so another site's key, an unknown key or a
 * path trick (`../`, absolute paths, encoded slashes, NUL) all end in the same 404: the key must be
 * the exact shape the server hands out, and the file name comes from the record, never the request.
 */
export function createAttachHandler(storage: FileStorage): TSiteRelativeHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await currentUserId(request))) {
      if (!isXhr(request)) return redirectToLogin(request, reply);
      throw notLoggedIn(request);
    }
    const query = request.query as Record<string, unknown>;
    const key = query.file;
    if (typeof key !== 'string' || !FILE_KEY.test(key)) return notFound(reply);
    const row = await request.siteDb
      .selectFrom('uploads')
      .select(['name', 'path', 'thumb_path'])
      .where('id', '=', key)
      .executeTakeFirst();
    const thumb = flag(query.thumb);
    const stored = thumb ? row?.thumb_path : row?.path;
    if (!row || !stored) return notFound(reply);
    // The server named the stored file, so its extension is the type it checked at upload.
    const type = typeOfStoredFile(stored);
    const size = type ? await storage.size(request.site.id, stored) : undefined;
    if (!type || size === undefined) {
      request.log.warn({ file: key, path: stored }, 'upload record without its file');
      return notFound(reply);
    }

    const etag = `"${key}${thumb ? '-t' : ''}"`;
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const name = thumb ? withExt(row.name, type.ext) : row.name;
    reply
      .header('content-type', type.mime)
      .header('accept-ranges', 'bytes')
      .header('content-disposition', contentDisposition(type.inline ? 'inline' : 'attachment', name));
    const range = byteRange(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
    if (!range) return reply.header('content-length', size).send(await storage.read(request.site.id, stored));
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await storage.read(request.site.id, stored, range));
  };
}
