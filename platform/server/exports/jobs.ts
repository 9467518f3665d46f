import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SiteDb } from '../db/site-db';
import { AppError } from '../errors';
import { nowSeconds } from '../ids';
import type { TPlatform } from '../module';
import type { TOneOffJobs } from '../jobs/site-jobs';
import type { TSite } from '../sites/site-store';
import { planExport } from './exports';
import type { ExportJobsTable } from './schema';
import { KEEP_SECONDS, loadExportRow } from './store';
import { streamWorkbook } from './workbook';

const ZExportKey = z.object({ id: z.string() });
/** Progress is written at most this often: a poll a second needs no more, and the database is spared. */
const PROGRESS_EVERY_MS = 500;
const FAILED = '导出失败，请稍后重新导出';

export interface TExportJobs {
  build: TOneOffJobs<{ id: string }>;
}

/** Writes the workbook to a local file first: the storage takes it whole, in one put, once it is complete. */
async function writeLocal(file: string, write: Parameters<typeof streamWorkbook>[1], progress: (rows: number) => Promise<void>): Promise<void> {
  const out = createWriteStream(file);
  await streamWorkbook(out, write, progress);
  await finished(out);
}

type TExpiry = TOneOffJobs<{ id: string }>;

/** The export's end, either way: its row says so until it expires with its file (if any), KEEP_SECONDS on. */
async function settle(siteDb: SiteDb, expire: TExpiry, id: string, end: Partial<Pick<ExportJobsTable, 'status' | 'message' | 'done' | 'total' | 'file_path' | 'size'>>) {
  const expires = nowSeconds() + KEEP_SECONDS;
  await siteDb.transaction(async (tx) => {
    await tx.updateTable('export_jobs').set({ ...end, expires }).where('id', '=', id).execute();
    await expire.schedule(tx, id, expires, { id });
  });
}

/**
 * Builds one export's file: plans it again as its owner (a permission taken away since the start
 * stops it), writes it page by page with progress, stores it, and schedules its removal. A run after
 * an instance died starts over under a new file name, so it never meets the half-written one.
 */
async function buildExport(app: FastifyInstance, platform: TPlatform, expire: TExpiry, siteDb: SiteDb, site: TSite, id: string): Promise<void> {
  const row = await loadExportRow(siteDb, id);
  if (row?.status !== 'running') return;
  const kind = app.exportKinds.get(row.path);
  if (!kind) return settle(siteDb, expire, id, { status: 'error', message: FAILED });
  const dir = await mkdtemp(path.join(tmpdir(), 'quad-export-'));
  try {
    const plan = await planExport(kind, { siteDb, site, userId: row.user_id, origin: row.origin }, JSON.parse(row.query));
    let written = 0;
    let lastWrite = Date.now();
    const progress = async (rows: number) => {
      written = rows;
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      await siteDb.updateTable('export_jobs').set({ done: rows }).where('id', '=', id).execute();
    };
    const local = path.join(dir, 'export.xlsx');
    await writeLocal(local, (book) => plan.write(book), progress);
    const stored = `exports/${id}-${randomBytes(6).toString('hex')}.xlsx`;
    await platform.storage.writeFrom(site.id, stored, local);
    const { size } = await stat(local);
    // The rows written are the truth now: the count at the start may have moved since.
    await settle(siteDb, expire, id, { status: 'done', done: written, total: written, file_path: stored, size });
  } catch (error) {
    // Refused (the permission is gone, the form was deleted): the owner reads why. Anything else is logged.
    if (!(error instanceof AppError)) app.log.error({ err: error, export: id, site: site.id }, 'export failed');
    await settle(siteDb, expire, id, { status: 'error', message: error instanceof AppError ? error.message : FAILED });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes an expired export's file, then its row. */
async function removeExport(platform: TPlatform, siteDb: SiteDb, site: TSite, id: string): Promise<void> {
  const row = await loadExportRow(siteDb, id);
  if (!row) return;
  if (row.file_path) await platform.storage.remove(site.id, [row.file_path]);
  await siteDb.deleteFrom('export_jobs').where('id', '=', id).execute();
}

/** The two job kinds of exports on the due-work table: build one file, and remove it when it expires. */
export function defineExportJobs(app: FastifyInstance, platform: TPlatform): TExportJobs {
  const expire = app.jobs.define({
    kind: 'exports.expire',
    payload: ZExportKey,
    run: (siteDb, { id }, { site }) => removeExport(platform, siteDb, site, id),
  });
  const build = app.jobs.define({
    kind: 'exports.build',
    payload: ZExportKey,
    run: (siteDb, { id }, { site }) => buildExport(app, platform, expire, siteDb, site, id),
  });
  return { build };
}
