import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import type { TOutbound } from '@quad/platform/server/http/outbound';

const TIMEOUT_MS = 8000;
const MAX_BYTES = 256 * 1024;
/** Discovery and keys change rarely; a short cache spares the provider a request per sign-in and still follows a key rotation soon. */
const CACHE_MS = 5 * 60 * 1000;
/** Clocks of two servers differ a little; more than this and the token is refused. */
const SKEW_SECONDS = 120;

export interface TDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

/** A refusal of the sign-in, with a code for the audit log. */
export class OidcRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const cache = new Map<string, { at: number; value: unknown }>();

async function getJson(
  outbound: TOutbound,
  url: string,
  code: string,
  init?: { method: 'POST'; headers: Record<string, string>; body: string },
): Promise<Record<string, unknown>> {
  let answer;
  try {
    answer = await outbound.request(url, { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, ...init });
  } catch (error) {
    throw new OidcRefusal('UNREACHABLE', error instanceof Error ? error.message : String(error));
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    body = undefined;
  }
  if (answer.status !== 200 || !body || typeof body !== 'object') {
    const error = (body as { error?: unknown } | undefined)?.error;
    throw new OidcRefusal(code, `HTTP ${answer.status}${typeof error === 'string' ? ` ${error}` : ''}`);
  }
  return body as Record<string, unknown>;
}

async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** `<issuer>/.well-known/openid-configuration`, which must name the same issuer (OIDC Discovery §4.3). */
export function discover(outbound: TOutbound, issuer: string): Promise<TDiscovery> {
  return cached(`d:${issuer}`, async () => {
    const doc = await getJson(outbound, `${issuer}/.well-known/openid-configuration`, 'DISCOVERY');
    const ok = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'].every((k) => typeof doc[k] === 'string');
    if (!ok || String(doc.issuer).replace(/\/+$/, '') !== issuer)
      throw new OidcRefusal('DISCOVERY', 'discovery document does not match the issuer');
    return doc as unknown as TDiscovery;
  });
}

/** The code for tokens, authenticated by client_secret_basic unless the provider only offers client_secret_post. */
export async function exchangeCode(
  outbound: TOutbound,
  discovery: TDiscovery,
  client: { clientId: string; clientSecret: string },
  grant: { code: string; redirectUri: string; verifier: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.verifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (!methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  } else {
    // RFC 6749 §2.3.1: both parts are form-encoded before Basic.
    const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${enc(client.clientId)}:${enc(client.clientSecret)}`).toString('base64')}`;
  }
  const answer = await getJson(outbound, discovery.token_endpoint, 'TOKEN', { method: 'POST', headers, body: form.toString() });
  if (typeof answer.id_token !== 'string') throw new OidcRefusal('TOKEN', 'no id_token');
  return answer.id_token;
}

async function signingKey(outbound: TOutbound, jwksUri: string, kid: string | undefined, fresh: boolean): Promise<JsonWebKey | undefined> {
  if (fresh) cache.delete(`k:${jwksUri}`);
  const jwks = await cached(`k:${jwksUri}`, () => getJson(outbound, jwksUri, 'JWKS'));
  const keys = (Array.isArray(jwks.keys) ? jwks.keys : []) as JsonWebKey[];
  return keys.find((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig') && (kid === undefined || k.kid === kid));
}

const part = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The ID token's claims once it is proved (OIDC Core §3.1.3.7): RS256 by a key of the issuer's JWKS
 * (an unknown `kid` reloads the keys once, for a rotation), `iss` the issuer, `aud` holding our client,
 * `azp` ours when there are several audiences, not expired nor issued in the future, and our nonce.
 */
export async function verifyIdToken(
  outbound: TOutbound,
  discovery: TDiscovery,
  token: string,
  expect: { issuer: string; clientId: string; nonce: string; now: number },
): Promise<Record<string, unknown>> {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new OidcRefusal('BAD_TOKEN', 'not a JWS');
  const header = part(head);
  // Only RS256: `none` and HMAC (keyed by a public value) must never be accepted.
  if (header.alg !== 'RS256') throw new OidcRefusal('BAD_SIGNATURE', `alg ${String(header.alg)}`);
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const jwk = (await signingKey(outbound, discovery.jwks_uri, kid, false)) ?? (await signingKey(outbound, discovery.jwks_uri, kid, true));
  if (!jwk) throw new OidcRefusal('BAD_SIGNATURE', 'no key');
  const proved = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
  if (!proved) throw new OidcRefusal('BAD_SIGNATURE', 'signature does not verify');

  const claims = part(body);
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== expect.issuer) throw new OidcRefusal('WRONG_ISSUER', String(claims.iss));
  if (!aud.includes(expect.clientId) || (aud.length > 1 && claims.azp !== undefined && claims.azp !== expect.clientId))
    throw new OidcRefusal('WRONG_AUDIENCE', JSON.stringify(claims.aud));
  if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < expect.now) throw new OidcRefusal('EXPIRED', String(claims.exp));
  if (typeof claims.iat !== 'number' || claims.iat - SKEW_SECONDS > expect.now)
    throw new OidcRefusal('EXPIRED', `iat ${String(claims.iat)}`);
  if (claims.nonce !== expect.nonce) throw new OidcRefusal('WRONG_NONCE', 'nonce does not match');
  return claims;
}
