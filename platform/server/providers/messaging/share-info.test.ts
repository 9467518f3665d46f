import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { updateSiteSettings } from './messaging-test-kit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The demo provider's published ticket (demo-provider.ts), recomputed here as the web side would. */
const DEMO_TICKET = 'quad-demo-jsapi-ticket';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('POST /wap/share/info with the demo provider', () => {
  it('answers the card from the site and a signature over the demo ticket', async () => {
    const url = 'http://localhost/site/center/personal?x=1';
    const body = (await call(t.app, { url: '/wap/share/info', form: { url, service_id: '42' } })).json();
    expect(body.e).toBe(0);
    expect(body.d.info).toEqual({
      image: 'http://localhost/static/logos/north.svg',
      title: '北辰大学',
      desc: '© 北辰大学信息化办公室',
      url,
      wid: '42',
    });
    const { appId, timestamp, nonceStr, signature } = body.d.config;
    expect(appId).toBe('demo-north');
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(nonceStr).toMatch(/^[a-z2-7]{16}$/);
    expect(signature).toBe(sha1(`jsapi_ticket=${DEMO_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`));
  });

  it('names the app when the site titles the service, and answers the alias path and JSON bodies', async () => {
    await updateSiteSettings(t, 'south', { titles: { ncov: '健康打卡' } });
    const body = (await call(t.app, { url: '/api/share/info', host: HOSTS.south, json: { url: 'http://south.localhost/site/ncov/index', service: 'ncov' } })).json();
    expect(body.e).toBe(0);
    expect(body.d.info.title).toBe('健康打卡 - 南溪大学');
    expect(body.d.info.desc).toBe('© 南溪大学网络与信息中心');
    expect(body.d.config.appId).toBe('demo-south');
  });

  it('falls back to a default text and logo for a site without copyright or logo', async () => {
    // Made as the demo seed makes its sites, so the demo provider signs its pages.
    const site = await t.platform.sites.create({ id: 'west', name: '西山学院', demo: true, settings: { messaging: { kind: 'demo', corpId: '', agentId: '', secret: '' } } });
    const body = (await call(t.app, { url: '/wap/share/info', host: 'west.localhost', form: { url: 'http://west.localhost/site/' } })).json();
    expect(body.d.info.title).toBe(site.name);
    expect(body.d.info.desc).toBe('欢迎访问西山学院');
    expect(body.d.info.image).toBe('http://west.localhost/site/static/images/logo.png');
  });
});

describe('POST /wap/share/info bad input', () => {
  it('names the missing url', async () => {
    const body = (await call(t.app, { url: '/wap/share/info', form: {} })).json();
    expect(body.e).toBe(10022);
    expect(body.m).toBe('请填写当前页面地址');
    expect(body.d.errors).toEqual({ url: '请填写当前页面地址' });
  });

  it('refuses to sign a page of another origin, another site, or no address at all', async () => {
    for (const url of ['http://evil.example/site/', 'http://south.localhost/site/', 'https://localhost/site/', 'not a url', '/site/relative']) {
      const body = (await call(t.app, { url: '/wap/share/info', form: { url } })).json();
      expect(body).toEqual({ e: 10022, m: '当前页面地址不属于本站，无法分享', d: { errors: { url: '当前页面地址不属于本站，无法分享' } } });
    }
  });

  it('refuses a service name of the wrong type', async () => {
    const body = (await call(t.app, { url: '/wap/share/info', json: { url: 'http://localhost/site/', service: 7 } })).json();
    expect(body.e).toBe(10022);
    expect(body.d.errors.service).toBe('应用标识格式不正确');
  });
});
