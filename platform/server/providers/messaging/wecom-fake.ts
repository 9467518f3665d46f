import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for the WeCom server API, speaking its protocol (errcode/errmsg answers), so the
 * WeCom provider can be exercised end to end without the internet. Used by tests.
 */
export interface TWecomFake {
  baseUrl: string;
  /** The platform configuration that points the WeCom provider here (`createTestApp({ wecom: fake.config })`). */
  config: { apiBase: string; authorizeUrl: string };
  /** The JS-API ticket the fake hands out. */
  ticket: string;
  /** How many times each API was called. */
  counts: { gettoken: number; getuserinfo: number; get_jsapi_ticket: number; message_send: number };
  /** The bodies of the messages it accepted (`/cgi-bin/message/send`), oldest first. */
  sent: TWecomSentMessage[];
  /** Answers this many further message sends with WeCom's "system busy" (errcode -1), for retry tests. */
  failSends: number;
  /** The member "using WeCom": the authorize page hands the callback a code for them. */
  member: string;
  /** A code for `userid`, as WeCom's authorize page would give after the member agreed; '' = not a member. */
  issueCode(userid: string, ttlMs?: number): string;
  /** Invalidates every access token handed out, as WeCom does when a secret is reset. */
  revokeTokens(): void;
  close(): Promise<void>;
}

export interface TWecomSentMessage {
  touser: string;
  msgtype: string;
  agentid: number;
  textcard: { title: string; description: string; url: string; btntxt: string };
}

const ok = (extra: object) => ({ errcode: 0, errmsg: 'ok', ...extra });
const error = (errcode: number, errmsg: string) => ({ errcode, errmsg });
const random = () => randomBytes(16).toString('hex');

export async function startWecomFake(options: { corpId: string; secret: string; tokenTtlSeconds?: number }): Promise<TWecomFake> {
  const ttl = options.tokenTtlSeconds ?? 7200;
  const tokens = new Map<string, number>();
  const codes = new Map<string, { userid: string; expires: number }>();

  const fake: TWecomFake = {
    baseUrl: '',
    config: { apiBase: '', authorizeUrl: '' },
    ticket: `fake-ticket-${random()}`,
    counts: { gettoken: 0, getuserinfo: 0, get_jsapi_ticket: 0, message_send: 0 },
    sent: [],
    failSends: 0,
    member: '',
    issueCode(userid, ttlMs = 300_000) {
      const code = random();
      codes.set(code, { userid, expires: Date.now() + ttlMs });
      return code;
    },
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (url: URL, body: string): object | undefined => {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const tokenError = () => {
      const expires = tokens.get(q('access_token'));
      if (expires === undefined) return error(40014, 'invalid access_token');
      return expires <= Date.now() ? error(42001, 'access_token expired') : undefined;
    };
    switch (url.pathname) {
      case '/cgi-bin/gettoken': {
        fake.counts.gettoken++;
        if (q('corpid') !== options.corpId) return error(40013, 'invalid corpid');
        if (q('corpsecret') !== options.secret) return error(40001, 'invalid credential');
        const token = random();
        tokens.set(token, Date.now() + ttl * 1000);
        return ok({ access_token: token, expires_in: ttl });
      }
      case '/cgi-bin/auth/getuserinfo': {
        fake.counts.getuserinfo++;
        const bad = tokenError();
        if (bad) return bad;
        const issued = codes.get(q('code'));
        codes.delete(q('code'));
        if (!issued) return error(40029, 'invalid code');
        if (issued.expires <= Date.now()) return error(42003, 'oauth_code timeout');
        return issued.userid ? ok({ userid: issued.userid, user_ticket: random(), expires_in: 1800 }) : ok({ openid: random() });
      }
      case '/cgi-bin/get_jsapi_ticket': {
        fake.counts.get_jsapi_ticket++;
        return tokenError() ?? ok({ ticket: fake.ticket, expires_in: 7200 });
      }
      case '/cgi-bin/message/send': {
        fake.counts.message_send++;
        const bad = tokenError();
        if (bad) return bad;
        if (fake.failSends > 0) {
          fake.failSends--;
          return error(-1, 'system busy');
        }
        let message: TWecomSentMessage;
        try {
          message = JSON.parse(body) as TWecomSentMessage;
        } catch {
          return error(47001, 'data format error');
        }
        if (!message.touser || message.msgtype !== 'textcard' || !message.textcard?.url) return error(40003, 'invalid message');
        fake.sent.push(message);
        return ok({ invaliduser: '', msgid: random() });
      }
      default:
        return undefined;
    }
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/connect/oauth2/authorize') {
      if (!URL.canParse(url.searchParams.get('redirect_uri') ?? '')) return res.writeHead(400).end('redirect_uri 参数错误');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', fake.issueCode(fake.member));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.href }).end();
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const answered = answer(url, body) ?? error(40000, 'unknown api');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answered));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.config = { apiBase: fake.baseUrl, authorizeUrl: `${fake.baseUrl}/connect/oauth2/authorize` };

  return fake;
}
