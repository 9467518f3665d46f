import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { listDefinitions } from '@quad/workflow-engine/server';
import { flowRoles, getFlow, listFlows, saveFlow } from '../contract';
import { flowDetail, roleChoices, saveFlow as saveNewVersion } from './service';

/** 流程设置's calls: thin, over the workflow engine's definitions. */
export function registerDocumentRoutes(app: FastifyInstance): void {
  registerCall(app, listFlows, async ({ siteDb }) => ({ list: await listDefinitions(siteDb) }));
  registerCall(app, getFlow, ({ siteDb, input }) => flowDetail(siteDb, input.key));
  registerCall(app, saveFlow, ({ siteDb, userId, request, input }) => saveNewVersion(siteDb, { userId, request }, input));
  registerCall(app, flowRoles, ({ siteDb }) => roleChoices(siteDb));
}
