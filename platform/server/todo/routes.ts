import type { FastifyInstance } from 'fastify';
import { countTodos, listTodos } from '@quad/contracts/todo-calls';
import { registerCall } from '../http/calls';
import { countTodosOf, listTodosOf } from './todos';

/** The to-do inbox's two reads: the list (document/backlog) and the home badge. */
export function registerTodoCalls(app: FastifyInstance): void {
  registerCall(app, listTodos, ({ input, siteDb, userId }) => listTodosOf(siteDb, userId, input));
  registerCall(app, countTodos, async ({ siteDb, userId }) => ({ count: await countTodosOf(siteDb, userId) }));
}
