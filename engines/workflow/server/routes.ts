import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import * as calls from '../contract';
import { approveTask, rejectTask } from './decide';
import { cancelDelegation, listMyDelegations, saveDelegation } from './delegations';
import { instanceDetail } from './detail';
import { ccInstance, listCc } from './cc';
import { commentInstance, urgeInstance, withdrawInstance } from './instance-actions';
import { listBacklog, listDone, listStarted } from './lists';
import { searchColleagues } from './people-search';
import { addSigner, transferTask } from './reassign';
import { returnTask } from './return';

/** 催办 is a nudge, not a stream: once per instance per 10 minutes, on every instance of the server. */
const URGE_WINDOW_MS = 10 * 60_000;

/** Every workflow call: thin, the caller is the signed-in person and the site the request's. */
export function registerWorkflowRoutes(app: FastifyInstance, platform: TPlatform): void {
  const urges = new WindowLimiter(platform.counters, 'workflow-urge', 1, URGE_WINDOW_MS);

  registerCall(app, calls.listBacklog, ({ siteDb, userId, input }) => listBacklog(siteDb, userId, input));
  registerCall(app, calls.listDone, ({ siteDb, userId, input }) => listDone(siteDb, userId, input));
  registerCall(app, calls.listStarted, ({ siteDb, userId, input }) => listStarted(siteDb, userId, input));
  registerCall(app, calls.getInstance, ({ siteDb, site, userId, input }) => instanceDetail(siteDb, site.basePath, userId, input.id));

  registerCall(app, calls.approveTask, ({ siteDb, userId, input }) => approveTask(siteDb, userId, input));
  registerCall(app, calls.rejectTask, ({ siteDb, userId, input }) => rejectTask(siteDb, userId, input));
  registerCall(app, calls.returnTask, ({ siteDb, userId, input }) => returnTask(siteDb, userId, input));
  registerCall(app, calls.transferTask, ({ siteDb, userId, input }) => transferTask(siteDb, userId, input));
  registerCall(app, calls.addSigner, ({ siteDb, userId, input }) => addSigner(siteDb, userId, input));

  registerCall(app, calls.withdrawInstance, ({ siteDb, userId, input }) => withdrawInstance(siteDb, userId, input.id));
  registerCall(app, calls.urgeInstance, ({ siteDb, userId, input }) => urgeInstance(siteDb, userId, input.id, urges));
  registerCall(app, calls.commentInstance, ({ siteDb, userId, input }) => commentInstance(siteDb, userId, input));
  registerCall(app, calls.ccInstance, ({ siteDb, userId, input }) => ccInstance(siteDb, userId, input));
  registerCall(app, calls.listCc, ({ siteDb, userId, input }) => listCc(siteDb, userId, input));

  registerCall(app, calls.listDelegations, ({ siteDb, userId }) => listMyDelegations(siteDb, userId));
  registerCall(app, calls.saveDelegation, ({ siteDb, userId, input }) => saveDelegation(siteDb, userId, input));
  registerCall(app, calls.cancelDelegation, ({ siteDb, userId, input }) => cancelDelegation(siteDb, userId, input.id));
  registerCall(app, calls.searchColleagues, ({ siteDb, input }) => searchColleagues(siteDb, input.keyword));
}
