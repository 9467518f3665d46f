import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the official account's web authorization, speaking its protocol: the authorize
 * page (`/connect/oauth2/authorize`) sends the browser straight back to `redirect_uri` with a one-time
 * `code` and the `state`, as `snsapi_base` does; `/sns/oauth2/access_token` trades the code for the
 * openid of the person the fake plays, or answers WeChat's `{ errcode, errmsg }` (40125 wrong
 * AppSecret, 40029 unknown or used code, 40013 unknown app id). Used by tests.
 */
export interface TWechatOauthFake {
  /** The addresses for the platform's config (`payments.wechatOauthAuthorizeUrl`, `wechatSnsApiBase`). */
  hosts: { authorizeUrl: string; apiBase: string };
  appId: string;
  /** The official account's AppSecret the fake accepts. */
  secret: string;
  /** The openid the next authorizations give (the person in the browser). */
  openid: string;
  /** Codes issued and not yet traded. */
  readonly codes: Map<string, string>;
  /** The authorize requests seen, as their query. */
  readonly authorizations: URLSearchParams[];
  /** A code as the authorize page would issue it, for the current `openid`. */
  issueCode(): string;
  close(): Promise<void>;
}

export async function startWechatOauthFake(
  appId = 'wxd678efh567hg6787',
  secret = randomBytes(16).toString('hex'),
): Promise<TWechatOauthFake> {
  const codes = new Map<string, string>();
  const authorizations: URLSearchParams[] = [];
  const json = (res: http.ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
    res.end(JSON.stringify(body));
  };
  const issueCode = () => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, fake.openid);
    return code;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    if (url.pathname === '/connect/oauth2/authorize') {
      authorizations.push(q);
      // WeChat shows its own error page for a bad request; the fake a 400.
      if (
        q.get('appid') !== fake.appId ||
        q.get('response_type') !== 'code' ||
        q.get('scope') !== 'snsapi_base' ||
        !q.get('redirect_uri')
      ) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('bad authorize request');
      }
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', issueCode());
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return void res.end();
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== fake.appId) return json(res, { errcode: 40013, errmsg: 'invalid appid' });
      if (q.get('secret') !== fake.secret) return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('grant_type') !== 'authorization_code') return json(res, { errcode: 40002, errmsg: 'invalid grant_type' });
      const openid = codes.get(q.get('code') ?? '');
      if (!openid) return json(res, { errcode: 40029, errmsg: 'invalid code' });
      codes.delete(q.get('code') ?? '');
      return json(res, {
        access_token: randomBytes(24).toString('hex'),
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('hex'),
        openid,
        scope: 'snsapi_base',
        is_snapshotuser: 0,
      });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: TWechatOauthFake = {
    hosts: { authorizeUrl: `${base}/connect/oauth2/authorize`, apiBase: base },
    appId,
    secret,
    openid: `oFake${randomBytes(10).toString('hex')}`,
    codes,
    authorizations,
    issueCode,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
