import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { ZShareConfig } from '@quad/contracts/platform-calls';
import { nowSeconds, randomToken } from '../../ids';

export type TShareConfig = z.infer<typeof ZShareConfig>;

/**
 * An enterprise messaging service a site signs its users in with and signs share pages for.
 * Failures are thrown as `AppError`s whose message can be shown to the user as is.
 */
export interface TMessagingProvider {
  /** Where the browser goes to sign in; the provider sends it back to `redirectUri` with `code` and `state`. */
  authorizeUrl(request: { origin: string; redirectUri: string; state: string }): string;
  /** The corp user id behind an authorization code (codes are single use). */
  exchangeCode(code: string): Promise<string>;
  /**
   * The corp user id behind a code the page got from the app's own JS-API inside the app (DingTalk's
   * in-app free login, `requestAuthCode`); absent where sign-in is by redirect only.
   */
  exchangeAppCode?(code: string): Promise<string>;
  /** The JS-SDK `config` for the page at `url`. */
  signPage(url: string): Promise<TShareConfig>;
  /** Delivers an inbox message to one person in the messaging app; absent where the provider cannot push. */
  pushMessage?(card: TPushCard): Promise<void>;
}

/** An inbox message as a card in the messaging app: tapping it opens `url` (absolute) in the app's browser. */
export interface TPushCard {
  /** The person's id in the messaging app (`users.corp_userid`). */
  touser: string;
  title: string;
  description: string;
  url: string;
}

/** The JS-SDK signature: SHA-1 over the ticket, nonce, time and the page address without its #fragment. */
export function jsapiSignature(p: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = p.url.split('#')[0];
  return createHash('sha1').update(`jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${url}`).digest('hex');
}

export function signWithTicket(appId: string, ticket: string, url: string): TShareConfig {
  const nonceStr = randomToken(10);
  const timestamp = nowSeconds();
  return { appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url }) };
}
