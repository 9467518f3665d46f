import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for DingTalk's APIs (old `oapi` errcode answers, new `v1.0` HTTP-status answers) and
 * its OAuth sign-in page, so the DingTalk provider is exercised end to end without the internet.
 * Members are fixed: each userid has a unionId `union-<userid>`. Used by tests.
 */
export interface TDingtalkFake {
  baseUrl: string;
  /** The platform configuration that points the DingTalk provider here (`createTestApp({ dingtalk: fake.config })`). */
  config: { oapiBase: string; apiBase: string; authorizeUrl: string };
  ticket: string;
  /** How many times each API was called (refused calls included). */
  counts: { gettoken: number; getuserinfo: number; userAccessToken: number; getbyunionid: number; get_jsapi_ticket: number; asyncsend: number };
  /** The work notifications it accepted (`asyncsend_v2` bodies), oldest first. */
  sent: {
    agent_id: number;
    userid_list: string;
    msg: { msgtype: string; action_card: { title: string; markdown: string; single_title: string; single_url: string } };
  }[];
  /** The userid "using DingTalk": the OAuth page hands the callback a code for them ('' = someone outside the corp). */
  member: string;
  /** An OAuth code (QR sign-in), as DingTalk's page gives after the person agreed; for the first app unless `appKey` names another. */
  issueOAuthCode(userid: string, ttlMs?: number, appKey?: string): string;
  /**
   * An in-app free-login code, as `dd.runtime.permission.requestAuthCode` gives inside DingTalk: good
   * only with a token of the app (corp) it was given for, the first unless `appKey` names another.
   */
  issueAppCode(userid: string, ttlMs?: number, appKey?: string): string;
  revokeTokens(): void;
  close(): Promise<void>;
}

const ok = (extra: object) => ({ errcode: 0, errmsg: 'ok', ...extra });
const refuse = (errcode: number, errmsg: string) => ({ errcode, errmsg });
const random = () => randomBytes(16).toString('hex');
const unionOf = (userid: string) => `union-${userid}`;

type TApp = { appKey: string; appSecret: string };

/** `options` is the first app; `moreApps` are other schools' apps (other corps) on the same DingTalk. */
export async function startDingtalkFake(options: TApp & { moreApps?: TApp[] }): Promise<TDingtalkFake> {
  const apps = [options, ...(options.moreApps ?? [])];
  const appOf = (appKey: string, appSecret: string) => apps.find((a) => a.appKey === appKey && a.appSecret === appSecret);
  const tokens = new Map<string, { expires: number; appKey: string }>();
  const userTokens = new Map<string, string>();
  const oauthCodes = new Map<string, { userid: string; expires: number; appKey: string }>();
  const appCodes = new Map<string, { userid: string; expires: number; appKey: string }>();
  const take = (codes: typeof oauthCodes, code: string, appKey: string) => {
    const issued = codes.get(code);
    codes.delete(code);
    return issued && issued.expires > Date.now() && issued.appKey === appKey ? issued : undefined;
  };
  const issue = (codes: typeof oauthCodes, userid: string, ttlMs: number, appKey: string) => {
    const code = random();
    codes.set(code, { userid, expires: Date.now() + ttlMs, appKey });
    return code;
  };

  const fake: TDingtalkFake = {
    baseUrl: '',
    config: { oapiBase: '', apiBase: '', authorizeUrl: '' },
    ticket: `fake-dingtalk-ticket-${random()}`,
    counts: { gettoken: 0, getuserinfo: 0, userAccessToken: 0, getbyunionid: 0, get_jsapi_ticket: 0, asyncsend: 0 },
    sent: [],
    member: '',
    issueOAuthCode: (userid, ttlMs = 300_000, appKey = options.appKey) => issue(oauthCodes, userid, ttlMs, appKey),
    issueAppCode: (userid, ttlMs = 300_000, appKey = options.appKey) => issue(appCodes, userid, ttlMs, appKey),
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** Old API: [status 200, errcode answer]. New API: [HTTP status, {code, message} on failure]. */
  const answer = (url: URL, headers: http.IncomingHttpHeaders, raw: string): [number, object] => {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    let body: Record<string, unknown>;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return [200, refuse(47001, 'data format error')];
    }
    const tokenBad = () => {
      const token = tokens.get(q('access_token'));
      if (token === undefined) return refuse(40014, '不合法的access_token');
      return token.expires <= Date.now() ? refuse(42001, 'access_token超时') : undefined;
    };
    const tokenApp = () => tokens.get(q('access_token'))?.appKey ?? '';
    switch (url.pathname) {
      case '/gettoken': {
        fake.counts.gettoken++;
        const app = appOf(q('appkey'), q('appsecret'));
        if (!app) return [200, refuse(40089, '不合法的corpid或corpsecret')];
        const token = random();
        tokens.set(token, { expires: Date.now() + 7200_000, appKey: app.appKey });
        return [200, ok({ access_token: token, expires_in: 7200 })];
      }
      case '/topapi/v2/user/getuserinfo': {
        fake.counts.getuserinfo++;
        const bad = tokenBad();
        if (bad) return [200, bad];
        // A code is its corp's: another school's token never turns it into a userid.
        const issued = take(appCodes, String(body.code ?? ''), tokenApp());
        if (!issued) return [200, refuse(40078, '不存在的临时授权码')];
        if (!issued.userid) return [200, refuse(60121, '找不到该用户')];
        return [200, ok({ result: { userid: issued.userid, unionid: unionOf(issued.userid), name: issued.userid, device_id: random() } })];
      }
      case '/topapi/user/getbyunionid': {
        fake.counts.getbyunionid++;
        const bad = tokenBad();
        if (bad) return [200, bad];
        const unionid = String(body.unionid ?? '');
        const userid = unionid.startsWith('union-') ? unionid.slice('union-'.length) : '';
        return userid ? [200, ok({ result: { contact_type: 0, userid } })] : [200, refuse(60121, '找不到该用户')];
      }
      case '/get_jsapi_ticket':
        fake.counts.get_jsapi_ticket++;
        return [200, tokenBad() ?? ok({ ticket: fake.ticket, expires_in: 7200 })];
      case '/topapi/message/corpconversation/asyncsend_v2': {
        fake.counts.asyncsend++;
        const bad = tokenBad();
        if (bad) return [200, bad];
        fake.sent.push(body as unknown as TDingtalkFake['sent'][number]);
        return [200, ok({ task_id: Date.now(), request_id: random() })];
      }
      case '/v1.0/oauth2/userAccessToken': {
        fake.counts.userAccessToken++;
        const app = appOf(String(body.clientId ?? ''), String(body.clientSecret ?? ''));
        if (!app) return [400, { code: 'invalidClientSecret', message: 'invalid client' }];
        const issued = take(oauthCodes, String(body.code ?? ''), app.appKey);
        if (!issued) return [400, { code: 'invalidAuthCode', message: '不合法的临时授权码' }];
        // Someone outside every corp still gets a token and a unionId; getbyunionid then finds nobody.
        const accessToken = random();
        userTokens.set(accessToken, issued.userid);
        return [200, { accessToken, refreshToken: random(), expireIn: 7200 }];
      }
      case '/v1.0/contact/users/me': {
        const userid = userTokens.get(String(headers['x-acs-dingtalk-access-token'] ?? ''));
        if (userid === undefined) return [401, { code: 'InvalidAuthentication', message: 'token invalid' }];
        return [200, { nick: userid, unionId: userid ? unionOf(userid) : `outsider-${random()}`, openId: random() }];
      }
      default:
        return [404, { code: 'NotFound', message: 'unknown api' }];
    }
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/oauth2/auth') {
      const clientId = url.searchParams.get('client_id') ?? '';
      if (!URL.canParse(url.searchParams.get('redirect_uri') ?? '') || !apps.some((a) => a.appKey === clientId)) {
        return res.writeHead(400).end('参数错误');
      }
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      // DingTalk hands the code back as `authCode` (and `code`), with the state as given.
      const code = fake.issueOAuthCode(fake.member, undefined, clientId);
      back.searchParams.set('authCode', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const [status, body] = answer(url, req.headers, raw);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.config = { oapiBase: fake.baseUrl, apiBase: fake.baseUrl, authorizeUrl: `${fake.baseUrl}/oauth2/auth` };
  return fake;
}
