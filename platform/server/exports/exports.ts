import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isAppAllowed } from '@quad/contracts/permission-checks';
import type { SiteDb } from '../db/site-db';
import { forbidden, invalid } from '../errors';
import { contentDisposition } from '../files/file-names';
import { FILE_TYPES } from '../files/file-types';
import { requestOrigin, requireUserId } from '../http/context';
import { registerPage } from '../http/pages';
import { toFieldErrors } from '../http/validation';
import { loadPermissionMap } from '../identity/permissions';
import type { TSite } from '../sites/site-store';
import { streamWorkbook, type TWorkbookOut } from './workbook';

export const XLSX_TYPE = FILE_TYPES.xlsx.mime;

/** Who asks for an export, where: the same whether the file streams to them or a job builds it later. */
export interface TExportContext {
  siteDb: SiteDb;
  site: TSite;
  userId: string;
  /** `https://host` the export was asked from, for links the file holds. */
  origin: string;
}

/** What one export will write, decided (and refused) before the first byte. */
export interface TExportPlan {
  /** The download's name, `.xlsx` included. */
  fileName: string;
  /**
   * Rows the file will hold, for a background build's progress (pages may change while it is written);
   * counted only when a job starts: a direct download has no progress to show.
   */
  count(): Promise<number>;
  /** Writes the rows a page at a time through `book`, stopping when `book.page` answers false. */
  write(book: TWorkbookOut): Promise<void>;
}

/** One export of an area: its download address, who may ask, its query, and how it is made. */
export interface TExport<Q extends z.ZodObject = z.ZodObject> {
  /** `GET` address of the direct download, which also names the export to the background job. */
  path: string;
  summary: string;
  /** A signed-in person ('session'), or one holding an app's module; anything finer is `prepare`'s to check. */
  access: 'session' | { app: string; module?: string };
  query?: Q;
  /** Checks what only the export knows (a form exists, a role page is the caller's) and plans the file. */
  prepare(ctx: TExportContext, query: z.output<Q>): Promise<TExportPlan>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every export registered with `registerExport`, by its path: what the background job may build. */
    exportKinds: Map<string, TExport>;
  }
}

/** The permission and the query checked, then the export's own plan: one path for links and jobs. */
export async function planExport(kind: TExport, ctx: TExportContext, rawQuery: unknown): Promise<TExportPlan> {
  if (typeof kind.access === 'object' && !isAppAllowed(await loadPermissionMap(ctx.siteDb, ctx.userId), kind.access.app, kind.access.module)) {
    throw forbidden();
  }
  if (!kind.query) return kind.prepare(ctx, {});
  const parsed = kind.query.safeParse(rawQuery ?? {});
  if (!parsed.success) throw invalid(toFieldErrors(kind.query, parsed.error));
  return kind.prepare(ctx, parsed.data);
}

/**
 * Registers an export: `GET path` streams the file straight to the reply (small files, scripts, phone
 * pages), and the console may ask for the same file as a background job (`startExport`). Session,
 * permission and query are checked before the first byte, so refusals are envelopes.
 */
export function registerExport<Q extends z.ZodObject>(app: FastifyInstance, kind: TExport<Q>): void {
  app.exportKinds.set(kind.path, kind as unknown as TExport);
  registerPage(app, { method: 'GET', path: kind.path, summary: kind.summary, access: kind.access, produces: ['file', 'envelope'], query: kind.query }, async (request, reply) => {
    const userId = await requireUserId(request);
    const ctx = { siteDb: request.siteDb, site: request.site, userId, origin: requestOrigin(request) };
    const plan = await planExport(kind as unknown as TExport, ctx, request.query);
    const out = new PassThrough();
    streamWorkbook(out, (book) => plan.write(book)).catch((error: unknown) => {
      // The file has started: all that is left is to cut it short so the download fails visibly.
      // A download the client gave up on ends here too, and is no failure of ours.
      if (out.destroyed) return;
      request.log.error({ err: error, export: kind.path }, 'export failed');
      out.destroy(error as Error);
    });
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition('attachment', plan.fileName)).send(out);
  });
}
