import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);

interface TCachedFile {
  type: string;
  raw: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
  immutable: boolean;
}

/**
 * Serves the built web app's files from memory: they are few and small, and never change while the
 * server runs. Hashed assets are cached by browsers for a year; others revalidate by ETag.
 */
export class StaticFiles {
  private cache = new Map<string, TCachedFile | null>();

  constructor(private readonly root: string) {}

  /** Sends the file at `relative` (inside the root) and returns true, or returns false if there is none. */
  send(relative: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const file = this.load(relative);
    if (!file) return false;
    reply.header('content-type', file.type);
    reply.header('etag', file.etag);
    reply.header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    if (request.headers['if-none-match'] === file.etag) {
      reply.status(304).send();
      return true;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (file.brotli && /\bbr\b/.test(accepts)) {
      reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(file.brotli);
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(file.gzip);
    } else {
      reply.send(file.raw);
    }
    return true;
  }

  private load(relative: string): TCachedFile | undefined {
    const clean = path.posix.normalize('/' + relative).slice(1);
    if (clean.startsWith('..') || clean === '' || clean.includes('\0')) return undefined;
    if (this.cache.has(clean)) return this.cache.get(clean) ?? undefined;
    const full = path.join(this.root, clean);
    let entry: TCachedFile | null = null;
    if (full.startsWith(this.root + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile()) {
      const raw = fs.readFileSync(full);
      const ext = path.extname(full).toLowerCase();
      const compress = COMPRESSIBLE.has(ext) && raw.length > 1024;
      entry = {
        type: TYPES[ext] ?? 'application/octet-stream',
        raw,
        gzip: compress ? zlib.gzipSync(raw, { level: 9 }) : undefined,
        brotli: compress ? zlib.brotliCompressSync(raw) : undefined,
        etag: `"${raw.length.toString(36)}-${fs.statSync(full).mtimeMs.toString(36)}"`,
        immutable: clean.startsWith('assets/'),
      };
    }
    this.cache.set(clean, entry);
    return entry ?? undefined;
  }
}
