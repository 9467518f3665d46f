import { z } from 'zod';
import { fail } from '../errors';
import type { TPlatform } from '../module';
import type { TSite } from '../sites/site-store';
import type { TOutbound } from '../http/outbound';
import type { TSignedRestConfig } from './signed-rest';

/** A school system that has not answered in this long is down: a page says so, a job tries again later. */
const SCHOOL_SYSTEM_TIMEOUT_MS = 8000;

/**
 * A school system did not do what was asked: `unreachable` (down, timed out, an answer that is not
 * its protocol) is worth trying again later; `refused` is its answer (no such card, a room it does not
 * know), shown to the person as it says, and trying again will not help.
 */
export class SchoolSystemError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** A site setting naming a system that speaks the signed REST protocol (`signed-rest.ts`). */
const ZSignedRestSettings = z.object({ kind: z.literal('rest'), baseUrl: z.url(), appId: z.string().min(1), secret: z.string().min(1) });

/**
 * The school's system of one kind for this site: the one its `setting` names, else the offline demo
 * system on a demo site outside production, else a refusal saying the school has not connected it.
 */
export function schoolSystemOf<T>(
  site: TSite,
  platform: TPlatform,
  system: {
    setting: string;
    notConnected: string;
    rest: (config: TSignedRestConfig, outbound: TOutbound, timeoutMs: number) => T;
    demo: () => T;
  },
): T {
  const configured = ZSignedRestSettings.safeParse((site.settings as Record<string, unknown>)[system.setting]);
  if (configured.success) return system.rest(configured.data, platform.outbound, SCHOOL_SYSTEM_TIMEOUT_MS);
  if (site.demo && !platform.config.production) return system.demo();
  throw fail(system.notConnected);
}

/**
 * Runs a request to a school system for a person's call: its refusal becomes the answer's message
 * (the system's own words, or `refused` when the area words it itself), and a system that is down
 * answers `down`; any other error is ours and passes on.
 */
export async function askSchoolSystem<T>(work: () => Promise<T>, down: string, refused?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SchoolSystemError)) throw error;
    throw fail(error.kind === 'refused' ? (refused ?? error.message) : down);
  }
}
