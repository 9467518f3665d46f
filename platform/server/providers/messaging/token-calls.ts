import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../errors';
import type { ExpiringCache } from './expiring-cache';

/** A provider's API refusal, as the shared handling reads it: its code and what it said. */
export interface TApiRefusal {
  code: string;
  detail: string;
}

/**
 * What every messaging provider does around its calls: an access token kept until it expires, one
 * retry with a fresh token when the provider says it went stale (a changed secret, a restart on its
 * side), and a refusal logged and answered as a Chinese failure.
 */
export function tokenCalls(options: {
  provider: string;
  siteId: string;
  cache: ExpiringCache;
  log: FastifyBaseLogger;
  /** Keyed by everything the token depends on, so a changed secret or address never reuses an old token. */
  tokenKey: string;
  fetchToken: () => Promise<{ value: string; expiresIn: number }>;
  /** The refusal an error is, if it is the provider's. */
  refusalOf: (error: unknown) => TApiRefusal | undefined;
  staleToken: ReadonlySet<string>;
  failureMessage: (code: string) => string;
}) {
  const { cache, tokenKey } = options;
  const accessToken = () => cache.get(tokenKey, options.fetchToken);

  const withToken = async <T>(work: (token: string) => Promise<T>): Promise<T> => {
    try {
      return await work(await accessToken());
    } catch (error) {
      if (!options.staleToken.has(options.refusalOf(error)?.code ?? '')) throw error;
      cache.drop(tokenKey);
      return work(await accessToken());
    }
  };

  const explained = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      const refusal = options.refusalOf(error);
      if (!refusal) throw error;
      options.log.warn({ site: options.siteId, step, code: refusal.code, detail: refusal.detail }, `${options.provider} call failed`);
      throw fail(options.failureMessage(refusal.code));
    }
  };

  return { withToken, explained };
}
