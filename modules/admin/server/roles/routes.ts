import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { grantRole, listRoles, revokeRole, saveRole } from '../../contract';
import { callActor as actor } from '../audit-context';
import { grantRoleRecord, listRoleRecords, revokeRoleRecord, saveRoleRecord } from './service';

export function registerRoleRoutes(app: FastifyInstance): void {
  registerCall(app, listRoles, async ({ siteDb }) => ({ list: await listRoleRecords(siteDb) }));
  registerCall(app, saveRole, async (ctx) => ({ id: await saveRoleRecord(ctx.siteDb, await actor(ctx), ctx.input) }));
  registerCall(app, grantRole, async (ctx) => {
    await grantRoleRecord(ctx.siteDb, await actor(ctx), ctx.input.uid, ctx.input.role_id, ctx.input.dept_id);
    return {};
  });
  registerCall(app, revokeRole, async (ctx) => {
    await revokeRoleRecord(ctx.siteDb, await actor(ctx), ctx.input.uid, ctx.input.role_id, ctx.input.dept_id);
    return {};
  });
}
