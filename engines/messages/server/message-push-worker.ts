import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TConfig } from '@quad/platform/server/config';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { drainOutbox } from '@quad/platform/server/jobs/outbox';
import type { TPlatform } from '@quad/platform/server/module';
import { pushOutbox, type MessagePushesTable } from './message-push-outbox';
import type { TPushCard } from '@quad/platform/server/providers/messaging/provider';
import type { TProviderFor } from '@quad/platform/server/providers/messaging/providers';
import type { TSite } from '@quad/platform/server/sites/site-store';

export interface TPushOptions {
  /** Delay before the first retry; each further retry waits twice as long. */
  retryBaseMs: number;
  /** Attempts before a push is given up. */
  maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8 min: a messaging app that is down for a quarter of an hour still delivers. */
export const PUSH_OPTIONS: TPushOptions = { retryBaseMs: 30_000, maxAttempts: 6 };
/** Pushes a run of a site's job takes. */
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

/**
 * Sends a site's queued messaging-app pushes when its job runs, through that site's own provider
 * and credentials. A push is taken by moving its next attempt past a lease, so two runs never send it twice.
 */
export class MessagePushWorker {
  constructor(
    private readonly platform: TPlatform,
    private readonly providerFor: TProviderFor,
    private readonly options: TPushOptions = PUSH_OPTIONS,
  ) {}

  /** Sends the site's due pushes; answers when the next pending one falls due (ms), undefined when none waits. */
  async sendDue(site: TSite, siteDb: SiteDb, nowMs: number): Promise<number | undefined> {
    const due = await siteDb
      .selectFrom('message_pushes')
      .select(['id', 'corp_userid', 'title', 'body', 'link', 'attempts', 'next_attempt_ms'])
      .where('status', '=', 'pending')
      .where('next_attempt_ms', '<=', nowMs)
      .where('due_at', '<=', Math.floor(nowMs / 1000))
      .orderBy('next_attempt_ms')
      .limit(BATCH)
      .execute();
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
    // A push is due at its retry time, and never before quiet hours end.
    const next = await siteDb
      .selectFrom('message_pushes')
      .select(sql<number | null>`min(case when next_attempt_ms > due_at * 1000 then next_attempt_ms else due_at * 1000 end)`.as('ms'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return next?.ms == null ? undefined : Number(next.ms);
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

/** Sends each site's pushes from its job on the jobs table, woken by the messages that queue them. */
export function installMessagePushWorker(app: FastifyInstance, platform: TPlatform, providerFor: TProviderFor): void {
  const worker = new MessagePushWorker(platform, providerFor);
  drainOutbox(app.jobs, pushOutbox, (siteDb, site, nowMs) => worker.sendDue(site, siteDb, nowMs));
}
