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
  userinfo_endpoint?: string;
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
  init?: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
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
    const ok =
      ['authorization_endpoint', 'token_endpoint', 'jwks_uri'].every((k) => typeof doc[k] === 'string') &&
      ['undefined', 'string'].includes(typeof doc.userinfo_endpoint);
    if (!ok || String(doc.issuer).replace(/\/+$/, '') !== issuer)
      throw new OidcRefusal('DISCOVERY', 'discovery document does not match the issuer');
    return doc as unknown as TDiscovery;
  });
}

/**
 * The code for tokens, authenticated by client_secret_basic unless the provider only offers client_secret_post.
 * The access token is empty when the provider gave none (it is only needed for UserInfo).
 */
export async function exchangeCode(
  outbound: TOutbound,
  discovery: TDiscovery,
  client: { clientId: string; clientSecret: string },
  grant: { code: string; redirectUri: string; verifier: string },
): Promise<{ idToken: string; accessToken: string }> {
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
  return { idToken: answer.id_token, accessToken: typeof answer.access_token === 'string' ? answer.access_token : '' };
}

/**
 * The signatures accepted and the key each needs. Asymmetric only: `none` and HMAC (keyed by a value
 * the client holds, so anyone with it could sign) must never be accepted. ES256's JWS signature is
 * r||s of 32 bytes each (RFC 7518 §3.4), not DER, hence ieee-p1363.
 */
const ALGORITHMS = {
  RS256: { kty: 'RSA', crv: undefined, bytes: undefined, dsaEncoding: undefined },
  ES256: { kty: 'EC', crv: 'P-256', bytes: 64, dsaEncoding: 'ieee-p1363' },
} as const;
type TAlg = keyof typeof ALGORITHMS;

const isAlg = (alg: unknown): alg is TAlg => typeof alg === 'string' && Object.hasOwn(ALGORITHMS, alg);
/** Whether a key may verify `alg`: its type and curve, and its own `alg` when it states one (RFC 7517 §4.4). */
const fits = (k: JsonWebKey, alg: TAlg) =>
  k.kty === ALGORITHMS[alg].kty && k.crv === ALGORITHMS[alg].crv && (k.alg === undefined || k.alg === alg);

/** The signing key named by `kid`, else the first that fits `alg`; whether it fits is the caller's to check. */
async function signingKey(outbound: TOutbound, jwksUri: string, alg: TAlg, kid: string | undefined, fresh: boolean) {
  if (fresh) cache.delete(`k:${jwksUri}`);
  const jwks = await cached(`k:${jwksUri}`, () => getJson(outbound, jwksUri, 'JWKS'));
  const keys = ((Array.isArray(jwks.keys) ? jwks.keys : []) as JsonWebKey[]).filter((k) => k.use === undefined || k.use === 'sig');
  return kid === undefined ? keys.find((k) => fits(k, alg)) : keys.find((k) => k.kid === kid);
}

/** Whether `signature` over `data` is `alg`'s by `jwk`; a key that does not fit the alg is refused, never tried. */
function proves(alg: TAlg, jwk: JsonWebKey, data: string, signature: Buffer): boolean {
  if (!fits(jwk, alg)) throw new OidcRefusal('BAD_SIGNATURE', `key ${[jwk.kty, jwk.crv].filter(Boolean).join(' ')} does not fit ${alg}`);
  const { bytes, dsaEncoding } = ALGORITHMS[alg];
  if (bytes !== undefined && signature.length !== bytes) return false;
  let key;
  try {
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    throw new OidcRefusal('BAD_SIGNATURE', 'key cannot be read');
  }
  return verify('sha256', Buffer.from(data), dsaEncoding ? { key, dsaEncoding } : key, signature);
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
 * The ID token's claims once it is proved (OIDC Core §3.1.3.7): RS256 or ES256 by a key of the issuer's JWKS
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
  const { alg, kid: rawKid } = part(head);
  if (!isAlg(alg)) throw new OidcRefusal('BAD_SIGNATURE', `alg ${String(alg)}`);
  const kid = typeof rawKid === 'string' ? rawKid : undefined;
  const jwk =
    (await signingKey(outbound, discovery.jwks_uri, alg, kid, false)) ?? (await signingKey(outbound, discovery.jwks_uri, alg, kid, true));
  if (!jwk) throw new OidcRefusal('BAD_SIGNATURE', 'no key');
  if (!proves(alg, jwk, `${head}.${body}`, Buffer.from(signature, 'base64url')))
    throw new OidcRefusal('BAD_SIGNATURE', 'signature does not verify');

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

/**
 * The ID token's claims completed by the provider's UserInfo endpoint (OIDC Core §5.3), asked with the
 * access token: its `sub` must be the ID token's (§5.3.2, else the answer may be someone else's), and
 * it only fills in claims the ID token lacks, since the ID token's are the proved ones. Plain JSON
 * answers only: a signed or encrypted UserInfo needs a client registration this client does not make.
 */
export async function withUserInfo(
  outbound: TOutbound,
  endpoint: string,
  accessToken: string,
  claims: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!accessToken) throw new OidcRefusal('USERINFO', 'no access_token');
  let info;
  try {
    info = await getJson(outbound, endpoint, 'USERINFO', {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
  } catch (error) {
    // Unreachable or refused alike: the sign-in cannot name the person without it.
    throw error instanceof OidcRefusal ? new OidcRefusal('USERINFO', `${error.code} ${error.message}`) : error;
  }
  if (typeof info.sub !== 'string' || info.sub !== claims.sub) throw new OidcRefusal('USERINFO_SUB', `sub ${String(info.sub)}`);
  return { ...info, ...claims };
}
