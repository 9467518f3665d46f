import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError } from '@quad/platform/server/errors';
import { updateSiteSettings } from '@quad/platform/server/providers/messaging/messaging-test-kit';
import { call, createTestApp, HOSTS, signInAll, type TTestApp } from '@quad/server/test/harness';
import { NEED_OPENID } from '../contract';
import { startWechatPayFake, type TWechatPayFake } from './providers/wechatpay/fake';
import { startWechatOauthFake, type TWechatOauthFake } from './providers/wechatpay/oauth-fake';
import { createOrder, payOrder, storedOpenId } from './index';

let t: TTestApp;
let pay: TWechatPayFake;
let oauth: TWechatOauthFake;
let c: Record<'student' | 'other' | 'southStudent', string>;

/** A site's `payments` setting naming the WeChat Pay fake, with the official account's AppSecret unless `oauthSecret` is null. */
const wechatPayments = (oauthSecret: string | null = oauth.secret) => ({
  payments: {
    kind: 'wechat',
    merchantId: pay.config.mchId,
    appId: pay.config.appId,
    secret: JSON.stringify({
      privateKey: pay.config.privateKey,
      serialNo: pay.config.serialNo,
      apiV3Key: pay.config.apiV3Key,
      platformSerial: pay.config.platformSerial,
      platformPublicKey: pay.config.platformPublicKey,
      ...(oauthSecret === null ? {} : { oauthSecret }),
    }),
  },
});

beforeAll(async () => {
  pay = await startWechatPayFake();
  oauth = await startWechatOauthFake(pay.config.appId);
  t = await createTestApp({
    payments: {
      wechatApiBase: pay.config.apiBase,
      alipayGateway: 'http://127.0.0.1:9/gateway.do',
      wechatOauthAuthorizeUrl: oauth.hosts.authorizeUrl,
      wechatSnsApiBase: oauth.hosts.apiBase,
    },
  });
  await updateSiteSettings(t, 'north', wechatPayments());
  await updateSiteSettings(t, 'south', wechatPayments());
  c = await signInAll(t.app, ['student', 'other', 'southStudent']);
});
afterAll(async () => {
  await t?.close();
  await oauth?.close();
  await pay?.close();
});

/** A browser opening an address of the portal. */
const open = (url: string, cookie = c.student, host: string = HOSTS.north) => {
  const parsed = new URL(url, `http://${host}`);
  return t.app.inject({ method: 'GET', url: parsed.pathname + parsed.search, headers: { host: parsed.host, cookie, accept: 'text/html' } });
};
const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');
const startFor = (back: string, cookie = c.student, host: string = HOSTS.north) =>
  open(`/api/ledger/wechat/openid?back=${encodeURIComponent(back)}`, cookie, host);

/** The start, WeChat's authorize page (the fake), our callback: the callback's answer. */
async function authorize(back = '/site/wallet/index', cookie = c.student, host: string = HOSTS.north) {
  const start = await startFor(back, cookie, host);
  expect(start.statusCode).toBe(302);
  const wechat = await fetch(locationOf(start).split('#')[0], { redirect: 'manual' });
  expect(wechat.status).toBe(302);
  return open(wechat.headers.get('location') ?? '', cookie, host);
}

const siteDb = (siteId: string) => new SiteDb(t.platform.database.db, siteId);
const userOf = async (siteId: string, username: string) =>
  (
    await t.platform.database.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', siteId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;
const openidOf = async (siteId: string, username: string) => storedOpenId(siteDb(siteId), await userOf(siteId, username), pay.config.appId);

let requests = 0;
const topUp = (cookie: string, host: string = HOSTS.north, extra: Record<string, unknown> = {}) =>
  call(t.app, {
    url: '/wallet/api/topup',
    cookie,
    host,
    json: { amountFen: 1000, method: 'wechat', scene: 'jsapi', requestId: `wx-openid-${Date.now()}-${++requests}`, ...extra },
  }).then((res) => res.json() as { e: number; m: string; d: Record<string, unknown> });

describe('the payer’s openid by the official account’s authorization', () => {
  it('sends the browser to WeChat’s authorize page for snsapi_base with a state bound to the person', async () => {
    const res = await startFor('/site/wallet/index?tab=1');
    expect(res.statusCode).toBe(302);
    const location = locationOf(res);
    expect(location.startsWith(`${oauth.hosts.authorizeUrl}?`)).toBe(true);
    expect(location.endsWith('#wechat_redirect')).toBe(true);
    const q = new URL(location).searchParams;
    expect(q.get('appid')).toBe(pay.config.appId);
    expect(q.get('redirect_uri')).toBe('http://localhost/api/ledger/wechat/openid/callback');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('snsapi_base');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9]{16,64}$/);
  });

  it('sends a visitor who is not signed in to sign in first, then back here', async () => {
    const res = await startFor('/site/wallet/index', '');
    expect(res.statusCode).toBe(302);
    expect(locationOf(res)).toContain(encodeURIComponent('/api/ledger/wechat/openid?back='));
  });

  it('answers a JSAPI payment without a kept openid with need-openid and the authorization’s address, whatever openId the page sends', async () => {
    const answer = await topUp(c.other, HOSTS.north, { openId: 'oSomebodyElse123' });
    expect(answer.e).toBe(1);
    expect(answer.d.openidUrl).toBe(`http://localhost/api/ledger/wechat/openid?back=${encodeURIComponent('/site/')}`);
    // The reason itself, for the calls that declare the ledger's reasons.
    const sdb = siteDb('north');
    const userId = await userOf('north', '2024010002');
    const order = await createOrder(sdb, {
      app: 'payment',
      ref: 'fee',
      userId,
      title: '住宿费',
      amountFen: 100,
      idempotencyKey: `wx-${Date.now()}`,
    });
    const refusal = await payOrder(
      { site: (await t.platform.sites.get('north'))!, siteDb: sdb, platform: t.platform, origin: 'http://localhost' },
      {
        orderId: order.id,
        userId,
        method: 'wechat',
        scene: 'jsapi',
        openId: 'oSomebodyElse123',
        clientIp: '127.0.0.1',
        returnUrl: 'http://localhost/site/payment/result',
      },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).reason).toBe(NEED_OPENID);
    expect((refusal as AppError).data.openidUrl).toContain('/api/ledger/wechat/openid?back=');
    // The order was not handed to WeChat.
    expect((await sdb.selectFrom('ledger_orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow()).state).toBe(
      'created',
    );
  });

  it('keeps the openid WeChat gives for the code and goes back to the page; a JSAPI payment then gets its parameters', async () => {
    const res = await authorize('/site/wallet/index?tab=1');
    expect(res.statusCode).toBe(302);
    expect(locationOf(res)).toBe('http://localhost/site/wallet/index?tab=1');
    expect(await openidOf('north', 'student')).toBe(oauth.openid);

    const answer = await topUp(c.student);
    expect(answer.e).toBe(0);
    const start = answer.d.start as { kind: string; params: Record<string, string> };
    expect(start.kind).toBe('jsapi');
    expect(start.params.appId).toBe(pay.config.appId);
    expect(start.params.package).toMatch(/^prepay_id=/);
    expect(start.params.paySign).toBeTruthy();
  });

  it('refuses a forged or unknown state, and another person’s, keeping nothing', async () => {
    const forged = await open(`/api/ledger/wechat/openid/callback?code=${oauth.issueCode()}&state=abcdefabcdefabcdef12`, c.other);
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['content-type']).toContain('text/html');
    expect(forged.body).toContain('授权请求已失效');
    expect(forged.body).not.toMatch(/at \w+ \(|Error:/);

    // The student's authorization finished in the other person's session.
    const start = await startFor('/site/wallet/index');
    const wechat = await fetch(locationOf(start).split('#')[0], { redirect: 'manual' });
    const theirs = await open(wechat.headers.get('location') ?? '', c.other);
    expect(theirs.statusCode).toBe(403);
    expect(await openidOf('north', '2024010002')).toBeUndefined();
    // ...which used the state up: the student cannot finish it either.
    const again = await open(wechat.headers.get('location') ?? '', c.student);
    expect(again.statusCode).toBe(403);
  });

  it('refuses a back address that is not a page of this site', async () => {
    for (const back of [
      'https://evil.example/site/',
      '//evil.example/site/',
      '/\\evil.example/site/',
      'http://south.localhost/site/',
      '/api/ledger/demo/cashier',
    ]) {
      const res = await startFor(back, c.other);
      expect(res.statusCode, back).toBe(400);
      expect(res.headers.location, back).toBeUndefined();
      expect(res.body).toContain('返回地址不是本站页面');
    }
  });

  it('shows a Chinese page and keeps nothing when WeChat refuses the code', async () => {
    // A wrong AppSecret in the settings: WeChat answers 40125.
    const secret = oauth.secret;
    oauth.secret = 'another-secret';
    try {
      const res = await authorize('/site/wallet/index', c.other);
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('微信授权失败，请返回页面重试');
      expect(res.body).not.toContain('40125');
    } finally {
      oauth.secret = secret;
    }
    // An unknown code: 40029.
    const start = await startFor('/site/wallet/index', c.other);
    const state = new URL(locationOf(start)).searchParams.get('state') ?? '';
    const res = await open(`/api/ledger/wechat/openid/callback?code=nosuchcode&state=${state}`, c.other);
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('微信授权失败');
    expect(await openidOf('north', '2024010002')).toBeUndefined();
  });

  it('keeps each site’s openids to itself', async () => {
    // Paid on north, the student is unknown to WeChat on south (same app id, its own person).
    expect(await openidOf('north', 'student')).toBe(oauth.openid);
    const south = await topUp(c.southStudent, HOSTS.south);
    expect(south.e).toBe(1);
    expect(south.d.openidUrl).toBe(`http://south.localhost/api/ledger/wechat/openid?back=${encodeURIComponent('/site/')}`);
    expect(await openidOf('south', 'student')).toBeUndefined();

    // A north state finished on south is unknown there.
    const start = await startFor('/site/wallet/index');
    const wechat = await fetch(locationOf(start).split('#')[0], { redirect: 'manual' });
    const callback = new URL(wechat.headers.get('location') ?? '');
    const onSouth = await open(`http://south.localhost${callback.pathname}${callback.search}`, c.southStudent, HOSTS.south);
    expect(onSouth.statusCode).toBe(403);
    expect(await openidOf('south', 'student')).toBeUndefined();

    // A south session is nobody on north: sent to sign in, never through.
    const foreign = await startFor('/site/', c.southStudent, HOSTS.north);
    expect(foreign.statusCode).toBe(302);
    expect(locationOf(foreign)).not.toContain(oauth.hosts.authorizeUrl);
  });

  it('refuses on a site whose payments are not WeChat’s, or that has no AppSecret for the official account', async () => {
    await updateSiteSettings(t, 'south', { payments: { kind: 'none', merchantId: '', appId: '', secret: '' } });
    const none = await startFor('/site/', c.southStudent, HOSTS.south);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('本站未开通微信支付');
    expect(none.headers.location).toBeUndefined();

    await updateSiteSettings(t, 'south', wechatPayments(null));
    const noSecret = await startFor('/site/', c.southStudent, HOSTS.south);
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.body).toContain('未配置公众号授权');
    await updateSiteSettings(t, 'south', wechatPayments());
  });
});
