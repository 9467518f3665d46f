import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import {
  deleteDepartment,
  linkUserIdentity,
  listUserIdentities,
  listDepartments,
  listUsers,
  resetPassword,
  saveDepartment,
  saveUser,
  setUserStatus,
  unlinkUserIdentity,
} from '../../contract';
import { callActor as actor } from '../audit-context';
import { linkIdentityRecord, listIdentityRecords, unlinkIdentityRecord } from './service-identities';
import { listDepartmentsWithCounts, listUsers as findUsers } from './store';
import { deleteDepartmentRecord, resetUserPassword, saveDepartmentRecord, saveUserRecord, setUserStatusRecord } from './service';

export function registerPeopleRoutes(app: FastifyInstance): void {
  registerCall(app, listDepartments, async ({ siteDb, input }) => ({ list: await listDepartmentsWithCounts(siteDb, input.q) }));
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

  registerCall(app, listUserIdentities, async ({ siteDb, input }) => ({ list: await listIdentityRecords(siteDb, input.uid) }));
  registerCall(app, linkUserIdentity, async (ctx) => {
    await linkIdentityRecord(ctx.siteDb, await actor(ctx), ctx.input);
    return {};
  });
  registerCall(app, unlinkUserIdentity, async (ctx) => {
    await unlinkIdentityRecord(ctx.siteDb, await actor(ctx), ctx.input.uid);
    return {};
  });
}
