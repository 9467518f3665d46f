import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runDraw } from './draw';
import { DRAW_JOB, OPENED_JOB, RETURNED_JOB } from './item-jobs';
import { tellSubscribers } from './subscriptions';

const itemPayload = z.object({ itemId: z.string() });

/** The engine's one-off jobs: the draw at its time, and the subscribers' messages (scheduled by item-jobs.ts). */
export function defineReservationJobs(app: FastifyInstance): void {
  app.jobs.define({ kind: DRAW_JOB, payload: itemPayload, run: async (siteDb, { itemId }) => void (await runDraw(siteDb, itemId)) });
  app.jobs.define({ kind: OPENED_JOB, payload: itemPayload, run: async (siteDb, { itemId }, at) => void (await tellSubscribers(siteDb, itemId, 'opened', at.now)) });
  app.jobs.define({ kind: RETURNED_JOB, payload: itemPayload, run: async (siteDb, { itemId }, at) => void (await tellSubscribers(siteDb, itemId, 'returned', at.now)) });
}
