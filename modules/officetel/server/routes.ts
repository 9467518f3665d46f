import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { listPhoneBook } from '../contract';
import { phoneBook } from './service';

export function registerOfficetelRoutes(app: FastifyInstance): void {
  registerCall(app, listPhoneBook, ({ siteDb, input }) => phoneBook(siteDb, input));
}
