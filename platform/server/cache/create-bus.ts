import type { TConfig } from '../config';
import type { TDatabaseHandle } from '../db/database';
import { attachBus, LocalBus, type TCacheBus } from './bus';
import { PostgresBus } from './pg-bus';
import { RedisBus } from './redis-bus';

/**
 * The bus instances share evictions on: Redis when configured (what a cluster has anyway), else
 * PostgreSQL's own notifications, else (one SQLite instance) this process only. Tied to the database
 * so every SiteDb over it reaches it.
 */
export function createCacheBus(config: TConfig, database: TDatabaseHandle, onError: (error: unknown) => void): TCacheBus {
  const bus = config.redisUrl
    ? new RedisBus(config.redisUrl, onError)
    : database.dialect === 'postgres' && config.databaseUrl
      ? new PostgresBus(config.databaseUrl, database.db as never, onError)
      : new LocalBus();
  attachBus(database.db, bus);
  return bus;
}
