import type { FastifyRequest } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { recordAudit, type TAuditEntry } from '@quad/platform/server/audit/record';
import type { TCallContext } from '@quad/platform/server/http/calls';

/** Who is making an administrative change, and from where: every change is recorded with it. */
export interface TActor {
  id: string;
  name: string;
  request: FastifyRequest;
}

export async function actorOf(siteDb: SiteDb, userId: string, request: FastifyRequest): Promise<TActor> {
  const row = await siteDb.selectFrom('users').select('realname').where('id', '=', userId).executeTakeFirst();
  return { id: userId, name: row?.realname ?? '', request };
}

export function audit(siteDb: SiteDb, actor: TActor, entry: Omit<TAuditEntry, 'actorId' | 'actorName'>): Promise<void> {
  return recordAudit(siteDb, actor.request, { ...entry, actorId: actor.id, actorName: actor.name });
}

/** The actor of a call: its caller, signed in, and the request the change came with. */
export const callActor = (ctx: TCallContext<unknown>): Promise<TActor> => actorOf(ctx.siteDb, ctx.userId, ctx.request);
