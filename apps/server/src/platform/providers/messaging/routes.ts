import type { FastifyInstance } from 'fastify';
import type { TPlatform } from '../../module';

/** Enterprise messaging sign-in and share signatures. */
export function registerMessagingCalls(_app: FastifyInstance, _platform: TPlatform): void {
  // Filled in by the messaging work.
}
