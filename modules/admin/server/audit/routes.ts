import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerCall } from '@quad/platform/server/http/calls';
import { onPage } from '@quad/platform/server/db/paging';
import { listAudit } from '../../contract';

export function registerAuditRoutes(app: FastifyInstance): void {
  registerCall(app, listAudit, async ({ siteDb, input }) => {
    let query = siteDb.selectFrom('audit_log');
    if (input.action) query = query.where('action', 'like', `${input.action.replace(/[\\%_]/g, '')}%`);
    if (input.target_id) query = query.where('target_id', '=', input.target_id);
    if (input.actor_id) query = query.where('actor_id', '=', input.actor_id);
    if (input.from !== undefined) query = query.where('created', '>=', input.from);
    if (input.to !== undefined) query = query.where('created', '<=', input.to);
    const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const list = await query
      .select(['id', 'created', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .$call(onPage(input))
      .execute();
    return { list, total: Number(total.n) };
  });
}
