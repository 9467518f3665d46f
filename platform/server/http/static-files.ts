import fs from 'node:fs';
import path from 'node:path';
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

/** The built app is a few MB; this leaves room for it and the sites' logos several times over. */
const DEFAULT_BUDGET = 64 * 1024 * 1024;

interface TCachedFile {
  type: string;
  raw: Buffer;
  /** Written beside the file by the web build (`<file>.gz`, `<file>.br`): the server never compresses. */
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
  immutable: boolean;
  bytes: number;
}

const readIfFile = (file: string) => (fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(file) : undefined);

/**
 * Serves built files (and files the server wrote, such as logos) from memory: they never change
 * while the server runs. Only files that exist are kept, the least recently sent leaving when the
 * budget is full, so requests for made-up paths cost a disk lookup and no memory. Compression is
 * the build's work (`apps/web/build/precompress.ts`); a file without compressed forms goes as it is.
 * Hashed assets are cached by browsers for a year; others revalidate by ETag.
 */
export class StaticFiles {
  private cache = new Map<string, TCachedFile>();
  private kept = 0;

  constructor(
    private readonly root: string,
    private readonly budget = DEFAULT_BUDGET,
  ) {}

  /** Bytes held in memory now, never more than the budget. */
  get keptBytes(): number {
    return this.kept;
  }

  /** Sends the file at `relative` (inside the root) and returns true, or returns false if there is none. */
  send(relative: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const file = this.load(relative);
    if (!file) return false;
    reply.header('content-type', file.type);
    reply.header('etag', file.etag);
    reply.header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    if (file.gzip || file.brotli) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === file.etag) {
      reply.status(304).send();
      return true;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (file.brotli && /\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(file.brotli);
    else if (file.gzip && /\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(file.gzip);
    else reply.send(file.raw);
    return true;
  }

  private load(relative: string): TCachedFile | undefined {
    const clean = path.posix.normalize('/' + relative).slice(1);
    if (clean.startsWith('..') || clean === '' || clean.includes('\0')) return undefined;
    const kept = this.cache.get(clean);
    if (kept) {
      // Map order is the eviction order: a file sent moves to the back.
      this.cache.delete(clean);
      this.cache.set(clean, kept);
      return kept;
    }
    const full = path.join(this.root, clean);
    if (!full.startsWith(this.root + path.sep)) return undefined;
    const raw = readIfFile(full);
    if (!raw) return undefined;
    const gzip = readIfFile(full + '.gz');
    const brotli = readIfFile(full + '.br');
    const ext = path.extname(full).toLowerCase();
    const file: TCachedFile = {
      type: TYPES[ext] ?? 'application/octet-stream',
      raw,
      gzip,
      brotli,
      etag: `"${raw.length.toString(36)}-${fs.statSync(full).mtimeMs.toString(36)}"`,
      immutable: clean.startsWith('assets/'),
      bytes: raw.length + (gzip?.length ?? 0) + (brotli?.length ?? 0),
    };
    this.keep(clean, file);
    return file;
  }

  /** Keeps a file, making room by dropping the least recently sent; one larger than the budget is read each time. */
  private keep(key: string, file: TCachedFile): void {
    if (file.bytes > this.budget) return;
    for (const [oldKey, old] of this.cache) {
      if (this.kept + file.bytes <= this.budget) break;
      this.cache.delete(oldKey);
      this.kept -= old.bytes;
    }
    this.cache.set(key, file);
    this.kept += file.bytes;
  }
}
