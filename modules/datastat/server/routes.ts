import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { listFigures } from '../contract';
import { figures } from './service';

export function registerDatastatRoutes(app: FastifyInstance): void {
  registerCall(app, listFigures, ({ siteDb }) => figures(siteDb));
}
