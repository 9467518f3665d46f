import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';
import { call, createTestApp, HOSTS, login, signInFirstTime, type TTestApp } from '@quad/server/test/harness';
import { serverModules } from '@quad/server/modules';
import { SiteDb } from '../db/site-db';
import { registerCall } from '../http/calls';
import { nowSeconds } from '../ids';
import type { TServerModule } from '../module';

// Two apps of the probe area, so a token granted one of them can be tried on the other.
const probe = (app: string) =>
  defineCall({
    method: 'GET',
    path: `/${app}/api/probe/who`,
    summary: '探测',
    access: { app, module: 'read' },
    input: z.object({}).loose(),
    output: z.object({ caller: z.string() }),
  });
const probeModule: TServerModule = {
  manifest: { id: 'probe', appKey: 'alpha', name: { zh: '探测', en: 'Probe', tw: '探測' }, defaultEnabled: false, routes: [] },
  register(app) {
    for (const key of ['alpha', 'beta']) registerCall(app, probe(key), async ({ userId }) => ({ caller: userId }));
  },
};

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, [...serverModules, probeModule]);
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(() => t.close());

const inAYear = () => nowSeconds() + 365 * 24 * 3600;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const asToken = (url: string, token: string, host: string = HOSTS.north) =>
  call(t.app, { url, host, headers: bearer(token) }).then((r) => r.json());
const issue = async (grants: unknown, name = '教务系统同步', cookie = admin, host: string = HOSTS.north) => {
  const res = (await call(t.app, { url: '/admin/api/tokens/create', cookie, host, json: { name, grants, expires: inAYear() } })).json();
  expect(res.e, res.m).toBe(0);
  return res.d as { id: string; token: string; hint: string; status: string; created_by_name: string };
};

describe('issuing a token', () => {
  it('shows the token once, stores only its hash, and the list never shows either', async () => {
    const issued = await issue({ alpha: { module: ['read'] } });
    expect(issued.token).toMatch(/^qst_[a-z2-7]{52}$/);
    expect(issued).toMatchObject({ hint: issued.token.slice(-4), status: 'active', created_by_name: '管理员演示账号' });
    const list = await call(t.app, { url: '/admin/api/tokens/list', cookie: admin });
    expect(list.json().d.list.find((i: { id: string }) => i.id === issued.id)).toMatchObject({
      name: '教务系统同步',
      grants: { alpha: { module: ['read'] } },
    });
    expect(list.body).not.toContain(issued.token);
    expect(list.body).not.toContain(createHash('sha256').update(issued.token).digest('hex'));
    const stored = await new SiteDb(t.platform.database.db, 'north')
      .selectFrom('service_tokens')
      .selectAll()
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(issued.token);
  });

  it('refuses people without admin/tokens, tokens themselves, and bad fields, in Chinese', async () => {
    const teacher = await login(t.app, 'teacher', 'teacher123');
    expect((await call(t.app, { url: '/admin/api/tokens/list', cookie: teacher })).json().e).toBe(10003);
    expect((await call(t.app, { url: '/admin/api/tokens/list' })).json().e).toBe(10013);
    const minter = await issue({ admin: { module: ['tokens'] } });
    expect(await asToken('/admin/api/tokens/list', minter.token)).toMatchObject({ e: 0 });
    const minted = await call(t.app, {
      url: '/admin/api/tokens/create',
      headers: bearer(minter.token),
      json: { name: 'x', grants: { admin: { module: ['tokens'] } }, expires: inAYear() },
    });
    expect(minted.json()).toMatchObject({ e: 10003, m: '服务令牌不能签发或收回令牌，请用账号登录' });
    const create = (json: unknown) => call(t.app, { url: '/admin/api/tokens/create', cookie: admin, json }).then((r) => r.json());
    expect(await create({ name: '空', grants: { alpha: { module: [] } }, expires: inAYear() })).toMatchObject({
      e: 10022,
      m: '请至少选择一个应用和模块',
    });
    expect(await create({ name: '旧', grants: { alpha: { module: ['read'] } }, expires: nowSeconds() - 10 })).toMatchObject({
      e: 10022,
      d: { errors: { expires: '过期时间必须晚于现在' } },
    });
    expect(await create({ grants: { alpha: { module: ['read'] } }, expires: inAYear() })).toMatchObject({ e: 10022, m: '请填写名称' });
  });
});

describe('calling with a token', () => {
  it('reaches the app and module it was granted and nothing else', async () => {
    const { id, token } = await issue({ alpha: { module: ['read'] }, admin: { module: ['people'] } });
    expect(await asToken('/alpha/api/probe/who', token)).toEqual({ e: 0, m: '操作成功', d: { caller: `token:${id}` } });
    expect(await asToken('/beta/api/probe/who', token)).toMatchObject({ e: 10003, m: '服务令牌没有调用此接口的权限' });
    expect((await asToken('/admin/api/users/list?size=1', token)).e).toBe(0);
    expect((await asToken('/admin/api/audit/list', token)).e).toBe(10003);
  });

  it('is no person: calls about "me" refuse it, public calls ignore it', async () => {
    const { token } = await issue({ alpha: { module: ['read'] } });
    expect(await asToken('/uc/wap/user/get-info', token)).toMatchObject({ e: 10003, m: '服务令牌不能调用个人接口，请用账号登录' });
    expect((await asToken('/wap/setting/info', token)).e).toBe(0);
  });

  it('answers 10013 to an unknown, malformed, expired or revoked token, revocation taking effect at once', async () => {
    expect(await asToken('/alpha/api/probe/who', `qst_${'a'.repeat(52)}`)).toMatchObject({ e: 10013, m: '服务令牌无效、已过期或已被收回' });
    expect((await call(t.app, { url: '/alpha/api/probe/who', headers: { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } })).json().e).toBe(
      10013,
    );

    const expiring = await issue({ alpha: { module: ['read'] } });
    await new SiteDb(t.platform.database.db, 'north')
      .updateTable('service_tokens')
      .set({ expires: nowSeconds() - 1 })
      .where('id', '=', expiring.id)
      .execute();
    expect((await asToken('/alpha/api/probe/who', expiring.token)).e).toBe(10013);

    const revoking = await issue({ alpha: { module: ['read'] } });
    expect((await asToken('/alpha/api/probe/who', revoking.token)).e).toBe(0);
    expect((await call(t.app, { url: '/admin/api/tokens/revoke', cookie: admin, form: { id: revoking.id } })).json().e).toBe(0);
    expect((await asToken('/alpha/api/probe/who', revoking.token)).e).toBe(10013);
    const items = (await call(t.app, { url: '/admin/api/tokens/list', cookie: admin })).json().d.list as { id: string; status: string }[];
    expect(items.find((i) => i.id === revoking.id)?.status).toBe('revoked');
    expect(items.find((i) => i.id === expiring.id)?.status).toBe('expired');
  });

  it('counts and audits every use, refused ones too', async () => {
    const { id, token } = await issue({ alpha: { module: ['read'] } }, '一卡通对接');
    await asToken('/alpha/api/probe/who', token);
    await asToken('/alpha/api/probe/who', token);
    await asToken('/beta/api/probe/who', token);
    const item = (await call(t.app, { url: '/admin/api/tokens/list', cookie: admin }))
      .json()
      .d.list.find((i: { id: string }) => i.id === id);
    expect(item.uses).toBe(3);
    expect(item.last_used).toBeGreaterThan(nowSeconds() - 60);
    const log = (await call(t.app, { url: `/admin/api/audit/list?target_id=${id}`, cookie: admin })).json().d.list as {
      action: string;
      actor_name: string;
      after: string;
    }[];
    expect(log.map((l) => l.action).sort()).toEqual(['tokens.create', 'tokens.refused', 'tokens.use', 'tokens.use']);
    expect(log.find((l) => l.action === 'tokens.refused')).toMatchObject({ actor_name: '服务令牌：一卡通对接' });
    expect(log.find((l) => l.action === 'tokens.refused')?.after).toContain('/beta/api/probe/who');
  });
});

describe('site isolation', () => {
  it('a north token is worthless on south, and south cannot see or revoke it', async () => {
    const { id, token } = await issue({ alpha: { module: ['read'] } });
    expect((await asToken('/alpha/api/probe/who', token, HOSTS.south)).e).toBe(10013);
    const southAdmin = await login(t.app, 'admin', 'admin123', HOSTS.south);
    const southList = (await call(t.app, { url: '/admin/api/tokens/list', cookie: southAdmin, host: HOSTS.south })).json();
    expect(southList.d.list.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await call(t.app, { url: '/admin/api/tokens/revoke', cookie: southAdmin, host: HOSTS.south, form: { id } })).json().e).toBe(
      10004,
    );
    expect((await asToken('/alpha/api/probe/who', token)).e).toBe(0);
  });
});

describe('a token holds no more than its maker', () => {
  /** A new account holding one new role with these grants, signed in. */
  const personWith = async (username: string, grants: Record<string, { module: string[] }>) => {
    const post = (url: string, json: unknown) => call(t.app, { url, cookie: admin, json }).then((r) => r.json());
    const made = await post('/admin/api/users/save', { username, realname: username, type: 'staff' });
    const role = await post('/admin/api/roles/save', { key: `${username}-role`, name: username, grants });
    expect((await post('/admin/api/roles/grant', { uid: made.d.uid, role_id: role.d.id })).e).toBe(0);
    return { uid: made.d.uid as string, roleId: role.d.id as string, cookie: await signInFirstTime(t.app, username, made.d.password, 'Chosen2025') };
  };
  const tryIssue = (cookie: string, grants: unknown) =>
    call(t.app, { url: '/admin/api/tokens/create', cookie, json: { name: '越权', grants, expires: inAYear() } }).then((r) => r.json());

  it('a site administrator of the default site cannot mint platform rights and so cannot suspend another school', async () => {
    const siteRoleId = ((await call(t.app, { url: '/admin/api/roles/list', cookie: admin })).json().d.list as { id: string; key: string }[]).find(
      (r) => r.key === 'site-admin',
    )!.id;
    const siteAdmin = await personWith('tok-site-admin', { alpha: { module: ['read'] } });
    await call(t.app, { url: '/admin/api/roles/grant', cookie: admin, json: { uid: siteAdmin.uid, role_id: siteRoleId } });
    const minted = await tryIssue(siteAdmin.cookie, { platform: { module: ['sites'] } });
    expect(minted).toMatchObject({ e: 10003, m: '令牌的权限不能超过签发人自己的权限：platform/sites' });
    expect(minted.d.token).toBeUndefined();
    // What a site administrator holds (and may grant through roles) is still theirs to put in a token.
    expect((await tryIssue(siteAdmin.cookie, { admin: { module: ['people'] }, ncov: { module: ['manager'] } })).e).toBe(0);
    expect((await call(t.app, { url: '/admin/api/sites/list', cookie: siteAdmin.cookie })).json().e).toBe(10003);
  });

  it('someone who may only manage tokens cannot mint a token reaching other consoles', async () => {
    const clerk = await personWith('tok-clerk', { admin: { module: ['tokens'] }, alpha: { module: ['read'] } });
    expect(await tryIssue(clerk.cookie, { admin: { module: ['people', 'tokens'] }, alpha: { module: ['read'] } })).toMatchObject({
      e: 10003,
      m: '令牌的权限不能超过签发人自己的权限：admin/people',
    });
    expect((await tryIssue(clerk.cookie, { alpha: { module: ['read'] } })).e).toBe(0);
  });

  it('a token minted earlier loses what its maker loses, at once', async () => {
    const maker = await personWith('tok-maker', { admin: { module: ['tokens'] }, alpha: { module: ['read'] }, beta: { module: ['read'] } });
    const res = await tryIssue(maker.cookie, { alpha: { module: ['read'] }, beta: { module: ['read'] } });
    expect(res.e).toBe(0);
    const token = res.d.token as string;
    expect((await asToken('/beta/api/probe/who', token)).e).toBe(0);
    // The maker's role no longer holds beta: the token can no longer call it, though it still names it.
    await call(t.app, { url: '/admin/api/roles/save', cookie: admin, json: { id: maker.roleId, key: 'tok-maker-role', name: 'tok-maker', grants: { admin: { module: ['tokens'] }, alpha: { module: ['read'] } } } });
    expect(await asToken('/beta/api/probe/who', token)).toMatchObject({ e: 10003, m: '签发人已没有此权限，服务令牌不能再调用此接口' });
    expect((await asToken('/alpha/api/probe/who', token)).e).toBe(0);
    // A disabled maker holds nothing.
    expect((await call(t.app, { url: '/admin/api/users/status', cookie: admin, form: { uid: maker.uid, status: 'disabled' } })).json().e).toBe(0);
    expect((await asToken('/alpha/api/probe/who', token)).e).toBe(10003);
  });
});
