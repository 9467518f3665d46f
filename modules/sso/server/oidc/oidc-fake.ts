import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A local stand-in for a school's OpenID Connect provider (discovery, JWKS, /authorize, /token), so
 * the OIDC sign-in can be exercised end to end without the internet. Codes are single-use and bound
 * to the redirect_uri and PKCE challenge they were issued for, as a real provider's are; the switches
 * make it misbehave the ways a forged or misissued ID token would. Tests only.
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
  /** Misbehaviours, each reset by `reset()`. */
  signWithWrongKey: boolean;
  aud: string | string[] | undefined;
  iss: string | undefined;
  nonce: string | undefined;
  expired: boolean;
  /** Token requests seen, with the answer's status. */
  tokenRequests: { status: number; error?: string }[];
  reset(): void;
  close(): Promise<void>;
}

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function jwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const head = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims)}`;
  return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
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
  const good = keyPair();
  const wrong = keyPair();
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
    signWithWrongKey: false,
    aud: undefined,
    iss: undefined,
    nonce: undefined,
    expired: false,
    tokenRequests: [],
    reset() {
      Object.assign(fake, {
        authMethod: 'client_secret_basic',
        signWithWrongKey: false,
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
    const claims = {
      iss: fake.iss ?? fake.issuer,
      aud: fake.aud ?? fake.clientId,
      iat: now,
      exp: now + 300,
      nonce: fake.nonce ?? issued.nonce,
      ...issued.claims,
    };
    const idToken = jwt(claims, fake.signWithWrongKey ? wrong.privateKey : good.privateKey, 'k1');
    fake.tokenRequests.push({ status: 200 });
    json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
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
        token_endpoint_auth_methods_supported: [fake.authMethod],
        code_challenge_methods_supported: ['S256'],
      });
    if (path === '/jwks')
      return json(res, 200, { keys: [{ ...good.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }] });
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
    res.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  return fake;
}
