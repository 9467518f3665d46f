import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
import {
  deleteDepartment,
  grantRole,
  linkUserIdentity,
  listUserIdentities,
  listAudit,
  listDepartments,
  listRoles,
  listUsers,
  resetPassword,
  revokeRole,
  saveDepartment,
  saveRole,
  saveUser,
  setUserStatus,
  unlinkUserIdentity,
} from '../contract';
import { actorOf } from './audit-context';
import { linkIdentityRecord, listIdentityRecords, unlinkIdentityRecord } from './identities-service';
import { listDepartmentsWithCounts, listUsers as findUsers } from './people-store';
import { deleteDepartmentRecord, resetUserPassword, saveDepartmentRecord, saveUserRecord, setUserStatusRecord } from './people-service';
import { grantRoleRecord, listRoleRecords, revokeRoleRecord, saveRoleRecord } from './roles-service';
import { onPage } from '@quad/platform/server/db/paging';

const actor = (ctx: TCallContext<unknown>) => actorOf(ctx.siteDb, ctx.userId, ctx.request);

export function registerAdminRoutes(app: FastifyInstance): void {
  registerCall(app, listDepartments, async ({ siteDb }) => ({ items: await listDepartmentsWithCounts(siteDb) }));
  registerCall(app, saveDepartment, async (ctx) => ({ id: await saveDepartmentRecord(ctx.siteDb, await actor(ctx), ctx.input) }));
  registerCall(app, deleteDepartment, async (ctx) => {
    await deleteDepartmentRecord(ctx.siteDb, await actor(ctx), ctx.input.id);
    return {};
  });

  registerCall(app, listUsers, async ({ siteDb, input }) => ({ ...(await findUsers(siteDb, input)), page: input.page, size: input.size }));
  registerCall(app, saveUser, async (ctx) => saveUserRecord(ctx.siteDb, await actor(ctx), ctx.input));
  registerCall(app, setUserStatus, async (ctx) => {
    await setUserStatusRecord(ctx.siteDb, await actor(ctx), ctx.input.uid, ctx.input.status);
    return {};
  });
  registerCall(app, resetPassword, async (ctx) => ({ password: await resetUserPassword(ctx.siteDb, await actor(ctx), ctx.input.uid) }));

  registerCall(app, listUserIdentities, async ({ siteDb, input }) => ({ items: await listIdentityRecords(siteDb, input.uid) }));
  registerCall(app, linkUserIdentity, async (ctx) => {
    await linkIdentityRecord(ctx.siteDb, await actor(ctx), ctx.input);
    return {};
  });
  registerCall(app, unlinkUserIdentity, async (ctx) => {
    await unlinkIdentityRecord(ctx.siteDb, await actor(ctx), ctx.input.uid);
    return {};
  });

  registerCall(app, listRoles, async ({ siteDb }) => ({ items: await listRoleRecords(siteDb) }));
  registerCall(app, saveRole, async (ctx) => ({ id: await saveRoleRecord(ctx.siteDb, await actor(ctx), ctx.input) }));
  registerCall(app, grantRole, async (ctx) => {
    await grantRoleRecord(ctx.siteDb, await actor(ctx), ctx.input.uid, ctx.input.role_id, ctx.input.dept_id);
    return {};
  });
  registerCall(app, revokeRole, async (ctx) => {
    await revokeRoleRecord(ctx.siteDb, await actor(ctx), ctx.input.uid, ctx.input.role_id, ctx.input.dept_id);
    return {};
  });

  registerCall(app, listAudit, async ({ siteDb, input }) => {
    let query = siteDb.selectFrom('audit_log');
    if (input.action) query = query.where('action', 'like', `${input.action.replace(/[\\%_]/g, '')}%`);
    if (input.target_id) query = query.where('target_id', '=', input.target_id);
    if (input.actor_id) query = query.where('actor_id', '=', input.actor_id);
    if (input.from !== undefined) query = query.where('created', '>=', input.from);
    if (input.to !== undefined) query = query.where('created', '<=', input.to);
    const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const items = await query
      .select(['id', 'created', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .$call(onPage(input))
      .execute();
    return { items, total: Number(total.n) };
  });
}
