import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { startWecomFake, type TWecomFake } from './wecom-fake';

/** Test helpers of the messaging tests: site settings and browser navigations (no XHR header). */

export async function updateSiteSettings(t: TTestApp, siteId: string, change: Record<string, unknown>): Promise<void> {
  const db = t.platform.database.db;
  const row = await db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirstOrThrow();
  const settings = { ...(JSON.parse(row.settings) as Record<string, unknown>), ...change };
  await db.updateTable('sites').set({ settings: JSON.stringify(settings) }).where('id', '=', siteId).execute();
  t.platform.sites.invalidate();
}

/**
 * A server whose WeCom addresses are the fake's, with north signing in through WeCom as `corp`.
 * `stopJobs` stops its background jobs before north turns to WeCom, for tests that run rounds by hand.
 */
export async function startWecomNorth(corp: { corpId: string; secret: string; agentId: string }, options: { stopJobs?: boolean } = {}) {
  const fake: TWecomFake = await startWecomFake(corp);
  // WeCom's addresses are the platform's configuration (WECOM_API_BASE, WECOM_AUTHORIZE_URL), never a site's.
  const t = await createTestApp({ wecom: fake.config });
  if (options.stopJobs) await t.app.jobs.stop();
  await updateSiteSettings(t, 'north', { messaging: { kind: 'wecom', ...corp } });
  return { fake, t };
}

/** A page load or link followed by a browser. */
export function navigate(t: TTestApp, url: string, host: string = HOSTS.north, cookie?: string): Promise<LightMyRequestResponse> {
  const parsed = new URL(url, `http://${host}`);
  return t.app.inject({
    method: 'GET',
    url: parsed.pathname + parsed.search,
    headers: { host: parsed.host, ...(cookie ? { cookie } : {}) },
  });
}

export const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

export const stateCookieOf = (res: LightMyRequestResponse) => {
  const value = res.cookies.find((c) => c.name === 'corp-state')?.value;
  return value ? `corp-state=${value}` : '';
};

/** Starts an enterprise sign-in: the provider's authorize address and the browser's state cookie. */
export async function startCorpSignIn(t: TTestApp, redirectUrl: string, host: string = HOSTS.north) {
  const res = await navigate(t, `/api/corp/index?redirectUrl=${encodeURIComponent(redirectUrl)}`, host);
  const authorize = new URL(locationOf(res));
  return { res, authorize, state: authorize.searchParams.get('state') ?? '', stateCookie: stateCookieOf(res) };
}

/** index → WeCom's authorize page (the fake, as the member it plays) → our callback; answers the callback's response. */
export async function signInThroughWecomFake(t: TTestApp, redirectUrl = '/site/', host: string = HOSTS.north) {
  const start = await startCorpSignIn(t, redirectUrl, host);
  const authorized = await fetch(start.authorize.href.split('#')[0], { redirect: 'manual' });
  if (authorized.status !== 302) throw new Error(`the WeCom fake answered ${authorized.status}`);
  return navigate(t, authorized.headers.get('location') ?? '', host, start.stateCookie);
}
