import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TConfig } from '@quad/platform/server/config';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPlatform } from '@quad/platform/server/module';
import type { MessagePushesTable } from './message-push-outbox';
import { OutboxWorker } from '@quad/platform/server/outbox-worker';
import type { TPushCard } from '@quad/platform/server/providers/messaging/provider';
import type { TProviderFor } from '@quad/platform/server/providers/messaging/providers';
import type { TSite } from '@quad/platform/server/sites/site-store';

export interface TPushOptions {
  /** How often each instance looks for due pushes. */
  intervalMs: number;
  /** Delay before the first retry; each further retry waits twice as long. */
  retryBaseMs: number;
  /** Attempts before a push is given up. */
  maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8 min: a messaging app that is down for a quarter of an hour still delivers. */
export const PUSH_OPTIONS: TPushOptions = { intervalMs: 3000, retryBaseMs: 30_000, maxAttempts: 6 };
/** Pushes one instance takes per site and round. */
const BATCH = 20;
/**
 * How long a taken push is left to its instance: a send is at most four provider calls (token and
 * send, again once with a fresh token), each given up after 5 s. An instance that dies mid-send
 * gives the push back when the lease ends.
 */
const LEASE_MS = 60_000;
/** Where a card without a link of its own leads: the inbox. */
const INBOX_PAGE = 'message/index';

/**
 * The site's address as its people reach it: its first domain (with the public origin's scheme,
 * https in production), else the public origin for the default site, else the development address
 * `<site>.localhost` that site resolution understands.
 */
export function siteOrigin(site: TSite, config: Pick<TConfig, 'publicOrigin' | 'production' | 'defaultSite' | 'port'>): string {
  const scheme = config.publicOrigin ? new URL(config.publicOrigin).protocol : config.production ? 'https:' : 'http:';
  if (site.domains[0]) return `${scheme}//${site.domains[0]}`;
  const isDefault = site.id === config.defaultSite;
  if (isDefault && config.publicOrigin) return config.publicOrigin;
  return `http://${isDefault ? 'localhost' : `${site.id}.localhost`}:${config.port}`;
}

type TDuePush = Pick<MessagePushesTable, 'id' | 'corp_userid' | 'title' | 'body' | 'link' | 'attempts' | 'next_attempt_ms'>;

/** The card of a push: its message's link (portal pages are relative to the base path), or the inbox. */
export function pushCard(push: TDuePush, origin: string, basePath: string): TPushCard {
  return { touser: push.corp_userid, title: push.title, description: push.body, url: `${origin}${basePath}${push.link || INBOX_PAGE}` };
}

/** Sends queued messaging-app pushes, each site's through that site's own provider and credentials. */
export class MessagePushWorker extends OutboxWorker {
  constructor(
    platform: TPlatform,
    private readonly providerFor: TProviderFor,
    log: FastifyBaseLogger,
    private readonly options: TPushOptions = PUSH_OPTIONS,
  ) {
    super(platform, log, { name: 'message push', intervalMs: options.intervalMs });
  }

  protected async sendDue(site: TSite, siteDb: SiteDb, nowMs: number): Promise<void> {
    const due = await siteDb
      .selectFrom('message_pushes')
      .select(['id', 'corp_userid', 'title', 'body', 'link', 'attempts', 'next_attempt_ms'])
      .where('status', '=', 'pending')
      .where('next_attempt_ms', '<=', nowMs)
      .where('due_at', '<=', Math.floor(nowMs / 1000))
      .orderBy('next_attempt_ms')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return;
    const origin = siteOrigin(site, this.platform.config);
    await Promise.all(
      due.map(async (push) => {
        const claimed = await siteDb
          .updateTable('message_pushes')
          .set({ next_attempt_ms: nowMs + LEASE_MS, attempts: push.attempts + 1 })
          .where('id', '=', push.id)
          .where('status', '=', 'pending')
          .where('next_attempt_ms', '=', push.next_attempt_ms)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return;
        const error = await this.attempt(site, siteDb, pushCard(push, origin, site.basePath));
        await this.settle(siteDb, push.id, push.attempts + 1, error, nowMs);
      }),
    );
  }

  /** Sends one card; answers why it failed, '' when the app accepted it. */
  private async attempt(site: TSite, siteDb: SiteDb, card: TPushCard): Promise<string> {
    try {
      // Made per attempt: a site whose settings changed since the push was queued uses what it has now.
      const provider = this.providerFor(site, siteDb);
      if (!provider.pushMessage) return '本站未启用企业微信，消息只留在站内信箱';
      await provider.pushMessage(card);
      return '';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private async settle(siteDb: SiteDb, id: string, attempts: number, error: string, nowMs: number): Promise<void> {
    const giveUp = error !== '' && attempts >= this.options.maxAttempts;
    const retryAt = nowMs + this.options.retryBaseMs * 2 ** (attempts - 1);
    await siteDb
      .updateTable('message_pushes')
      .set({
        status: error === '' ? 'sent' : giveUp ? 'failed' : 'pending',
        next_attempt_ms: error === '' || giveUp ? 0 : retryAt,
        last_error: error.slice(0, 300),
      })
      .where('id', '=', id)
      .execute();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The messaging-app push worker of this server (tests stop it and run rounds themselves). */
    messagePushes: MessagePushWorker;
  }
}

/** Runs the push worker while the server is up: from `ready` until `close` begins. */
export function installMessagePushWorker(app: FastifyInstance, platform: TPlatform, providerFor: TProviderFor): MessagePushWorker {
  const worker = new MessagePushWorker(platform, providerFor, app.log).install(app);
  app.decorate('messagePushes', worker);
  return worker;
}
