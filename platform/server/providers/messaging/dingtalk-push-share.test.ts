import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '../../db/site-db';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';
import { startDingtalkFake, type TDingtalkFake } from './dingtalk-fake';
import { dingtalkProvider } from './dingtalk-provider';
import { ExpiringCache } from './expiring-cache';
import { updateSiteSettings } from './messaging-test-kit';
import type { TPushCard } from './provider';
import { createProviders } from './providers';

let t: TTestApp;
let fake: TDingtalkFake;
let admin: string;
const north = { appKey: 'dingnorthkey', appSecret: 'north-ding-secret' };
// Another school's app on the same DingTalk: its own corp, token and ticket.
const west = { appKey: 'dingwestkey', appSecret: 'west-ding-secret' };
const northDingtalk = { kind: 'dingtalk' as const, corpId: 'dingcorpnorth', agentId: '3001', appKey: north.appKey, secret: north.appSecret };
const westDingtalk = { kind: 'dingtalk' as const, corpId: 'dingcorpwest', agentId: '4001', appKey: west.appKey, secret: west.appSecret };

beforeAll(async () => {
  fake = await startDingtalkFake({ ...north, moreApps: [west] });
  t = await createTestApp({ dingtalk: fake.config });
  // Pushes are sent by rounds run by hand.
  await t.app.jobs.stop();
  await updateSiteSettings(t, 'north', { messaging: northDingtalk });
  await t.platform.sites.create({ id: 'west', name: '西山学院', settings: { messaging: westDingtalk } });
  const northDb = new SiteDb(t.platform.database.db, 'north');
  await northDb.updateTable('users').set({ corp_userid: 'student' }).where('username', '=', 'student').execute();
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const shareInfo = async (url: string, host: string = HOSTS.north) => call(t.app, { url: '/wap/share/info', host, form: { url } });
/** The signature the page's dd.config must carry for `url`, recomputed as DingTalk's JS-API checks it. */
const expectSignedWith = (config: { timestamp: number; nonceStr: string; signature: string }, ticket: string, url: string) =>
  expect(config.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`));

const northSite = async () => (await t.platform.sites.get('north'))!;
/** North's provider from the server's own registry (the one the push worker and share call use, with their token cache). */
const northProvider = async () => createProviders(t.platform, t.app.log)(await northSite(), new SiteDb(t.platform.database.db, 'north'));
const card = (change: Partial<TPushCard> = {}): TPushCard => ({ touser: 'student', title: '通知', description: '正文', url: 'http://localhost/site/message/index', ...change });
const sentTitled = (title: string) => fake.sent.filter((m) => m.msg.action_card.title === title);

describe('share signatures from DingTalk', () => {
  it('signs dd.config with the corp id over DingTalk’s ticket, fetching the ticket once for two pages', async () => {
    const tickets = fake.counts.get_jsapi_ticket;
    const first = 'http://localhost/site/news/detail?id=7';
    const second = 'http://localhost/site/center/personal#top';
    const a = await shareInfo(first);
    const b = await shareInfo(second);
    for (const res of [a, b]) {
      expect(res.json().e).toBe(0);
      // The AppSecret goes to DingTalk only, never to a page.
      expect(res.body).not.toContain(north.appSecret);
    }
    const configA = a.json().d.config;
    expect(configA.appId).toBe('dingcorpnorth');
    expect(Math.abs(configA.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expectSignedWith(configA, fake.ticket, first);
    // The #fragment is no part of what DingTalk signs.
    expectSignedWith(b.json().d.config, fake.ticket, 'http://localhost/site/center/personal');
    expect(fake.counts.get_jsapi_ticket).toBe(tickets + 1);
  });

  it('fetches a new token and asks again once when DingTalk no longer honours the cached one', async () => {
    // West's token is in hand (a push went out) but its ticket not yet; then DingTalk drops every token.
    const westSite = (await t.platform.sites.get('west'))!;
    await createProviders(t.platform, t.app.log)(westSite, new SiteDb(t.platform.database.db, 'west')).pushMessage!(card({ title: '西山预热' }));
    const tokens = fake.counts.gettoken;
    const tickets = fake.counts.get_jsapi_ticket;
    fake.revokeTokens();

    const url = 'http://west.localhost/site/';
    const res = await shareInfo(url, 'west.localhost');
    expect(res.json().e).toBe(0);
    expect(res.json().d.config.appId).toBe('dingcorpwest');
    expectSignedWith(res.json().d.config, fake.ticket, url);
    // One refused ticket request (40014), one new token, one ticket request that worked.
    expect(fake.counts.gettoken).toBe(tokens + 1);
    expect(fake.counts.get_jsapi_ticket).toBe(tickets + 2);
  });

  it('signs another site’s pages with that site’s own provider', async () => {
    const tickets = fake.counts.get_jsapi_ticket;
    const url = 'http://south.localhost/site/';
    const config = (await shareInfo(url, HOSTS.south)).json().d.config;
    // South is a demo site: the demo provider's app and ticket (demo-provider.ts), never north's corp or DingTalk's ticket.
    expect(config.appId).toBe('demo-south');
    expectSignedWith(config, 'quad-demo-jsapi-ticket', url);
    expect(fake.counts.get_jsapi_ticket).toBe(tickets);
  });
});

describe('inbox messages pushed as DingTalk work notifications', () => {
  const round = () => t.app.jobs.run('message.push', Math.floor(Date.now() / 1000) + 1);
  const publishToStudent = async (title: string) => {
    const res = await call(t.app, { url: '/notice/wap/manage/publish', cookie: admin, json: { title, body: '<p>明日8:00-12:00停水</p>', people: ['student'] } });
    expect(res.json().e).toBe(0);
    return res.json().d.id as string;
  };
  const pushLog = async (title: string) =>
    ((await call(t.app, { url: '/admin/api/pushes', cookie: admin })).json().d.list as { title: string; status: string; last_error: string }[]).find((p) => p.title === title);

  it('sends the student an action card, from the site’s agent, that opens the notice', async () => {
    const id = await publishToStudent('停水通知');
    await round();
    const [sent] = sentTitled('停水通知');
    expect(sent).toEqual({
      agent_id: 3001,
      userid_list: 'student',
      msg: {
        msgtype: 'action_card',
        action_card: { title: '停水通知', markdown: '明日8:00-12:00停水', single_title: '详情', single_url: `http://localhost:${t.platform.config.port}/site/notice/noticepage?id=${id}` },
      },
    });
    expect(await pushLog('停水通知')).toMatchObject({ status: 'sent', last_error: '' });
  });

  it('keeps a push DingTalk refused for a wrong AppSecret in line, with the reason in the push log', async () => {
    await updateSiteSettings(t, 'north', { messaging: { ...northDingtalk, secret: 'a-mistyped-secret' } });
    try {
      await publishToStudent('停电通知');
      await round();
      expect(sentTitled('停电通知')).toEqual([]);
      expect(await pushLog('停电通知')).toMatchObject({ status: 'pending', last_error: '本站的钉钉配置有误，请联系学校管理员' });
    } finally {
      await updateSiteSettings(t, 'north', { messaging: northDingtalk });
    }
  });

  it('clips a long title to 128 bytes and the text to 2048, at whole characters', async () => {
    const provider = await northProvider();
    await provider.pushMessage!(card({ title: 'a' + '停'.repeat(50), description: '😀'.repeat(600) }));
    const clipped = fake.sent.at(-1)!.msg.action_card;
    // 1 + 42 × 3 bytes fits; a 43rd character would make 130.
    expect(clipped.title).toBe('a' + '停'.repeat(42));
    // 512 four-byte emoji are exactly 2048 bytes; no half of a surrogate pair is left behind.
    expect(clipped.markdown).toBe('😀'.repeat(512));

    await provider.pushMessage!(card({ title: '停'.repeat(40) + 'ab', description: '' }));
    // Exactly 128 bytes stays whole, and a card without text shows its title.
    expect(fake.sent.at(-1)!.msg.action_card).toMatchObject({ title: '停'.repeat(40) + 'ab', markdown: '停'.repeat(40) + 'ab' });
  });

  it('retries a send once with a new token when DingTalk dropped the cached one', async () => {
    const provider = await northProvider();
    await provider.pushMessage!(card({ title: '预热' }));
    const [tokens, sends] = [fake.counts.gettoken, fake.counts.asyncsend];
    fake.revokeTokens();
    await provider.pushMessage!(card({ title: '换令牌后送达' }));
    expect(sentTitled('换令牌后送达')).toHaveLength(1);
    expect(fake.counts.gettoken).toBe(tokens + 1);
    expect(fake.counts.asyncsend).toBe(sends + 2);
  });
});

describe('DingTalk failures as the caller sees them', () => {
  /** North's provider with a log of its own, reaching DingTalk at `oapiBase`. */
  const providerAt = async (oapiBase: string, settings = northDingtalk) => {
    const log = t.app.log.child({});
    const warn = vi.spyOn(log, 'warn');
    const site = await northSite();
    const provider = dingtalkProvider(
      { ...site, settings: { ...site.settings, messaging: { ...site.settings.messaging, ...settings } } },
      { cache: new ExpiringCache(), log, api: { outbound: t.platform.outbound, oapiBase, apiBase: oapiBase, timeoutMs: 2000 }, authorizeUrl: fake.config.authorizeUrl },
    );
    return { provider, warn };
  };

  it('answers a refusal with its Chinese message and logs the code, never the secret', async () => {
    const { provider, warn } = await providerAt(fake.baseUrl, { ...northDingtalk, secret: 'a-mistyped-secret' });
    await expect(provider.pushMessage!(card())).rejects.toThrow('本站的钉钉配置有误，请联系学校管理员');
    await expect(provider.signPage('http://localhost/site/')).rejects.toThrow('本站的钉钉配置有误，请联系学校管理员');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ site: 'north', step: 'asyncsend_v2', code: '40089' }), 'dingtalk call failed');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ step: 'get_jsapi_ticket', code: '40089' }), 'dingtalk call failed');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('a-mistyped-secret');
  });

  it('tells the person DingTalk cannot be reached when nothing answers', async () => {
    // A port that was just free: connections to it are refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const { provider, warn } = await providerAt(`http://127.0.0.1:${port}`);
    await expect(provider.pushMessage!(card())).rejects.toThrow('暂时无法连接钉钉，请稍后再试');
    await expect(provider.signPage('http://localhost/site/')).rejects.toThrow('暂时无法连接钉钉，请稍后再试');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: '-1' }), 'dingtalk call failed');
  });
});
