import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { listHistory } from '../contract';
import { schoolHistory } from './service';

export function registerSchoolhistoryRoutes(app: FastifyInstance): void {
  registerCall(app, listHistory, ({ siteDb, input }) => schoolHistory(siteDb, input));
}
