import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A local stand-in for a school's OpenID Connect provider (discovery, JWKS, /authorize, /token, /userinfo), so
 * the OIDC sign-in can be exercised end to end without the internet. Codes are single-use and bound
 * to the redirect_uri and PKCE challenge they were issued for, as a real provider's are; the switches
 * make it misbehave the ways a forged or misissued ID token would. UserInfo answers the bearer of an
 * access token it issued with the claims of the sign-in it was issued for. Tests only.
 */
export interface TOidcFake {
  /** The issuer to configure (`http://127.0.0.1:<port>/oidc`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims of whoever is "signed in" at the provider (sub, preferred_username, employee_number …). */
  claims: Record<string, unknown>;
  /** Token endpoint authentication offered in discovery. */
  authMethod: 'client_secret_basic' | 'client_secret_post';
  /** The ID token's signature: RS256 (key `k1`), ES256 (key `e1`), or HS256 keyed by the client secret, which a client must refuse. */
  alg: 'RS256' | 'ES256' | 'HS256';
  /** Claims left out of the ID token, so that only UserInfo says them. */
  userInfoOnly: string[];
  /** Misbehaviours, each reset by `reset()`. */
  signWithWrongKey: boolean;
  /** A `kid` other than the signing key's (`k1` with ES256 names an RSA key). */
  kid: string | undefined;
  /** Claims UserInfo misstates (another `sub`, a number the ID token does not say). */
  userInfoOverrides: Record<string, unknown>;
  /** UserInfo answers 503. */
  userInfoDown: boolean;
  aud: string | string[] | undefined;
  iss: string | undefined;
  nonce: string | undefined;
  expired: boolean;
  /** Token requests seen, with the answer's status. */
  tokenRequests: { status: number; error?: string }[];
  /** UserInfo requests seen, with the answer's status. */
  userInfoRequests: { status: number }[];
  reset(): void;
  close(): Promise<void>;
}

const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const ecPair = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWS of `claims`; `key` is the private key, or the HMAC secret for HS256. */
function jwt(claims: Record<string, unknown>, alg: TOidcFake['alg'], key: KeyObject | string, kid: string): string {
  const head = `${b64({ alg, typ: 'JWT', kid })}.${b64(claims)}`;
  const data = Buffer.from(head);
  const signature =
    typeof key === 'string'
      ? createHmac('sha256', key).update(data).digest()
      : sign('sha256', data, alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${head}.${signature.toString('base64url')}`;
}

async function readBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The client as the token request presents it (Basic, or the form's fields). */
function clientOf(req: http.IncomingMessage, form: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (!basic) return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
  const [id = '', secret = ''] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
  const dec = (v: string) => decodeURIComponent(v.replace(/\+/g, ' '));
  return [dec(id), dec(secret)];
}

export async function startOidcFake(): Promise<TOidcFake> {
  const rsa = { good: rsaPair(), wrong: rsaPair() };
  const ec = { good: ecPair(), wrong: ecPair() };
  /** Access tokens issued, with the claims UserInfo answers for them. */
  const accessTokens = new Map<string, Record<string, unknown>>();
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string; nonce: string; clientId: string; claims: Record<string, unknown> }
  >();
  const fake: TOidcFake = {
    issuer: '',
    clientId: 'quad-portal',
    clientSecret: 's3cret value',
    claims: {},
    authMethod: 'client_secret_basic',
    alg: 'RS256',
    userInfoOnly: [],
    signWithWrongKey: false,
    kid: undefined,
    userInfoOverrides: {},
    userInfoDown: false,
    aud: undefined,
    iss: undefined,
    nonce: undefined,
    expired: false,
    tokenRequests: [],
    userInfoRequests: [],
    reset() {
      Object.assign(fake, {
        authMethod: 'client_secret_basic',
        alg: 'RS256',
        userInfoOnly: [],
        signWithWrongKey: false,
        kid: undefined,
        userInfoOverrides: {},
        userInfoDown: false,
        aud: undefined,
        iss: undefined,
        nonce: undefined,
        expired: false,
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const tokenError = (res: http.ServerResponse, status: number, error: string) => {
    fake.tokenRequests.push({ status, error });
    json(res, status, { error });
  };

  async function token(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readBody(req);
    const [id, secret] = clientOf(req, form);
    if (id !== fake.clientId || secret !== fake.clientSecret) return tokenError(res, 401, 'invalid_client');
    const issued = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!issued || issued.clientId !== id || issued.redirectUri !== form.get('redirect_uri')) return tokenError(res, 400, 'invalid_grant');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== issued.challenge) return tokenError(res, 400, 'invalid_grant');
    const now = Math.floor(Date.now() / 1000) - (fake.expired ? 3600 : 0);
    const claims: Record<string, unknown> = {
      iss: fake.iss ?? fake.issuer,
      aud: fake.aud ?? fake.clientId,
      iat: now,
      exp: now + 300,
      nonce: fake.nonce ?? issued.nonce,
      ...issued.claims,
    };
    for (const name of fake.userInfoOnly) delete claims[name];
    const pair = fake.alg === 'ES256' ? ec : rsa;
    const key = fake.alg === 'HS256' ? fake.clientSecret : (fake.signWithWrongKey ? pair.wrong : pair.good).privateKey;
    const idToken = jwt(claims, fake.alg, key, fake.kid ?? (fake.alg === 'ES256' ? 'e1' : 'k1'));
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, issued.claims);
    fake.tokenRequests.push({ status: 200 });
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: idToken });
  }

  /** OIDC Core §5.3: the claims of the access token's sign-in, to its bearer only. */
  function userInfo(req: http.IncomingMessage, res: http.ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const claims = accessTokens.get(bearer);
    const status = fake.userInfoDown ? 503 : claims ? 200 : 401;
    fake.userInfoRequests.push({ status });
    if (status === 503) return json(res, 503, { error: 'temporarily_unavailable' });
    if (!claims) return res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end();
    json(res, 200, { ...claims, ...fake.userInfoOverrides });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const path = url.pathname.replace(/^\/oidc/, '');
    if (path === '/.well-known/openid-configuration')
      return json(res, 200, {
        issuer: fake.issuer,
        authorization_endpoint: `${fake.issuer}/authorize`,
        token_endpoint: `${fake.issuer}/token`,
        jwks_uri: `${fake.issuer}/jwks`,
        userinfo_endpoint: `${fake.issuer}/userinfo`,
        id_token_signing_alg_values_supported: ['RS256', 'ES256'],
        token_endpoint_auth_methods_supported: [fake.authMethod],
        code_challenge_methods_supported: ['S256'],
      });
    if (path === '/jwks')
      return json(res, 200, {
        keys: [
          { ...rsa.good.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' },
          { ...ec.good.publicKey.export({ format: 'jwk' }), kid: 'e1', use: 'sig', alg: 'ES256' },
        ],
      });
    if (path === '/authorize') {
      if (
        q('response_type') !== 'code' ||
        q('client_id') !== fake.clientId ||
        q('code_challenge_method') !== 'S256' ||
        !q('code_challenge') ||
        !URL.canParse(q('redirect_uri'))
      )
        return res.writeHead(400).end('invalid_request');
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        redirectUri: q('redirect_uri'),
        challenge: q('code_challenge'),
        nonce: q('nonce'),
        clientId: q('client_id'),
        claims: { ...fake.claims },
      });
      const back = new URL(q('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', q('state'));
      return res.writeHead(302, { location: back.href }).end();
    }
    if (path === '/token' && req.method === 'POST') return void token(req, res);
    if (path === '/userinfo') return userInfo(req, res);
    res.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  return fake;
}
