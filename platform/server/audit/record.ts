import type { FastifyRequest } from 'fastify';
import type { SiteDb } from '../db/site-db';
import { newId, nowSeconds } from '../ids';

export interface TAuditEntry {
  actorId: string;
  actorName?: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|secret|token|hash/i;

/** Secrets never reach the log: their values are replaced, their presence kept. */
function redact(value: unknown): string {
  if (value === undefined || value === null) return '';
  return JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEYS.test(key) ? '******' : v));
}

/**
 * Records an administrative change. Call it with the transaction handle of the change itself, so the
 * change and its record land together or not at all.
 */
export async function recordAudit(siteDb: SiteDb, request: FastifyRequest | undefined, entry: TAuditEntry): Promise<void> {
  // The log shows who acted by name even after that person is renamed or removed: it is written now.
  const actorName =
    entry.actorName ??
    (entry.actorId ? (await siteDb.selectFrom('users').select('realname').where('id', '=', entry.actorId).executeTakeFirst())?.realname : undefined);
  await siteDb
    .insertInto('audit_log', {
      id: newId(),
      created: nowSeconds(),
      actor_id: entry.actorId,
      actor_name: actorName ?? '',
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: redact(entry.before),
      after: redact(entry.after),
      ip: request?.ip ?? '',
      user_agent: String(request?.headers['user-agent'] ?? '').slice(0, 300),
    })
    .execute();
}
