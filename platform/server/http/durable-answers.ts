import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabaseHandle } from '../db/database';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write by method, or a GET the original protocol makes as a write (`changesState`, see csrf.ts). */
const changesState = (request: FastifyRequest) => !READS.has(request.method) || request.routeOptions.config.changesState === true;

/**
 * The answer to a state change leaves only once what it wrote would survive a power cut (the
 * database's group commit): "操作成功" is never taken back. Reads do not wait, whatever they touched
 * on the way (a session's expiry, a view count).
 */
export function installDurableAnswers(app: FastifyInstance, database: TDatabaseHandle): void {
  // A callback hook: most answers wait for nothing, and an async hook would cost every one a promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const waiting = changesState(request) ? database.durable() : undefined;
    if (!waiting) return done(null, payload);
    waiting.then(() => done(null, payload), done);
  });
}
