import type { SiteDb } from '../../db/site-db';
import { fail } from '../../errors';
import type { TSite } from '../../sites/site-store';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { signWithTicket, type TMessagingProvider } from './provider';

export const DEMO_AUTHORIZE_PATH = '/api/corp/demo/authorize';
/** A fixed ticket, so the web side (and anyone checking) can recompute the demo signature offline. */
export const DEMO_JSAPI_TICKET = 'quad-demo-jsapi-ticket';
/** Like WeCom's own codes: five minutes, single use. */
const DEMO_CODE_TTL_SECONDS = 300;

/**
 * An offline stand-in for WeCom on the demo sites (`demoSignInAllowed`): its authorize page is served
 * by this server and lists the site's users.
 * It has no `pushMessage`: a demo site's messages stay in the portal inbox (none are queued for it).
 */
export function demoProvider(site: TSite, siteDb: SiteDb): TMessagingProvider {
  const appId = site.settings.messaging.corpId || `demo-${site.id}`;
  return {
    authorizeUrl: ({ origin, redirectUri, state }) =>
      `${origin}${DEMO_AUTHORIZE_PATH}?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`,
    async exchangeCode(code) {
      const corpUserId = await consumeOneTimeToken(siteDb, 'code', code);
      if (!corpUserId) throw fail('企业微信授权已失效，请重新进入页面');
      return corpUserId;
    },
    signPage: async (url) => signWithTicket(appId, DEMO_JSAPI_TICKET, url),
  };
}

/** The code the demo authorize page hands back to the callback for the user picked. */
export function issueDemoCode(siteDb: SiteDb, corpUserId: string): Promise<string> {
  return issueOneTimeToken(siteDb, 'code', corpUserId, DEMO_CODE_TTL_SECONDS);
}
