import type { FastifyInstance } from 'fastify';
import type { TPlatform } from '@quad/server/platform/module';

export function registerResultRoutes(_app: FastifyInstance, _platform: TPlatform): void {}
