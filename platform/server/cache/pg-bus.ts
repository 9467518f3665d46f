import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import type pgModule from 'pg';
import { BaseBus, CACHE_CHANNEL } from './bus';

const RECONNECT_MS = 1000;

/**
 * Evictions through PostgreSQL's LISTEN/NOTIFY, for instances that share a database but no Redis:
 * one listening connection per instance; a notification is sent by any pooled connection.
 */
export class PostgresBus extends BaseBus {
  private client?: pgModule.Client;
  private closed = false;
  private listening: Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<never>,
    private readonly onError: (error: unknown) => void,
  ) {
    super();
    this.listening = this.listen();
  }

  private async listen(): Promise<void> {
    const pg = createRequire(import.meta.url)('pg') as typeof pgModule;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) this.received(message.payload);
    });
    // A lost connection loses notifications: forget everything and listen again.
    client.on('error', (error) => this.onError(error));
    client.on('end', () => {
      if (this.closed) return;
      this.forgetAll();
      setTimeout(() => void this.listen().catch(this.onError), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`listen ${CACHE_CHANNEL}`);
  }

  ready(): Promise<void> {
    return this.listening;
  }

  protected send(text: string): void {
    sql`select pg_notify(${CACHE_CHANNEL}, ${text})`.execute(this.db).catch(this.onError);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listening.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
  }
}
