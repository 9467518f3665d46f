import type { FastifyInstance } from 'fastify';
import type { TSiteRelativeHandler } from '../http/host-page';
import type { TPlatform } from '../module';

/** Uploads and attachment fetch (spec §7). */
export async function registerFileCalls(
  _app: FastifyInstance,
  _platform: TPlatform,
  _siteRelative: Record<string, TSiteRelativeHandler>,
): Promise<void> {
  // Filled in by the uploads work.
}
