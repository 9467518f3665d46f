import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { type AppError, fail, forbidden } from '@quad/platform/server/errors';
import { cookieOptions, requestOrigin } from '@quad/platform/server/http/context';
import type { TOutbound } from '@quad/platform/server/http/outbound';
import { createSession } from '@quad/platform/server/identity/sessions';
import { nowSeconds } from '@quad/platform/server/ids';
import { consumeOneTimeToken, issueOneTimeToken } from '@quad/platform/server/providers/messaging/one-time-tokens';
import { NOT_CONFIGURED } from '../cas/service';
import { arrive, personByNumber, sessionMeta, targetOrRefuse } from '../sign-in';
import { discover, exchangeCode, OidcRefusal, verifyIdToken, withUserInfo } from './client';
import { oidcReady, readOidcClient, type TOidcClient } from './settings';

export const OIDC_CALLBACK_PATH = '/sso/api/oidc/callback';
const STATE_TTL_SECONDS = 10 * 60;
/** Binds the state to the browser that started the sign-in, so nobody can finish a sign-in into someone else's browser. */
const STATE_COOKIE = 'sso-oidc-state';
const UNREACHABLE = '暂时无法连接统一身份认证服务，请稍后再试';
const BAD_TOKEN = '统一身份认证登录凭据无效或已过期，请重新登录';
const STALE_STATE = '登录请求已失效或已使用过，请重新登录';
const NO_USERINFO = '暂时无法从统一身份认证服务取得用户信息，请稍后再试';
/** What each refusal code tells the person; any other failed check is an invalid token. */
const REFUSAL_MESSAGES: Record<string, string> = { UNREACHABLE, USERINFO: NO_USERINFO };

/** What the start keeps server-side behind the state (platform one-time token: single use, this site's, 10 min). */
interface TPending {
  oidc: { verifier: string; nonce: string; target: string };
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

async function readyClient(request: FastifyRequest): Promise<TOidcClient> {
  const client = await readOidcClient(request.siteDb);
  if (!oidcReady(client)) throw fail(NOT_CONFIGURED);
  return client;
}

/** Off to the provider's authorization endpoint (code flow, PKCE S256, state, nonce). */
export async function startOidcSignIn(request: FastifyRequest, reply: FastifyReply, outbound: TOutbound, rawRedirect: string) {
  const target = targetOrRefuse(request, rawRedirect);
  const client = await readyClient(request);
  const discovery = await discover(outbound, client.issuer).catch(() => {
    throw fail(UNREACHABLE);
  });
  const verifier = b64url(randomBytes(32));
  const nonce = b64url(randomBytes(16));
  const pending: TPending = { oidc: { verifier, nonce, target } };
  const state = await issueOneTimeToken(request.siteDb, 'state', JSON.stringify(pending), STATE_TTL_SECONDS);
  reply.setCookie(STATE_COOKIE, state, { ...cookieOptions(request), path: OIDC_CALLBACK_PATH, maxAge: STATE_TTL_SECONDS });
  const url = new URL(discovery.authorization_endpoint);
  const query = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: `${requestOrigin(request)}${OIDC_CALLBACK_PATH}`,
    scope: client.scopes,
    state,
    nonce,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return reply.redirect(url.href, 302);
}

/** A refused sign-in, audited with its reason; answers what to tell the person. */
async function refusal(request: FastifyRequest, reason: Record<string, string>, message: string): Promise<AppError> {
  await recordAudit(request.siteDb, request, {
    actorId: '',
    actorName: '统一身份认证',
    action: 'sso.oidc.refused',
    targetType: 'oidc',
    targetId: reason.code ?? '',
    after: reason,
  });
  return forbidden(message);
}

/** The state's pending sign-in, once, if this browser started it on this site. */
async function takePending(request: FastifyRequest, state: string): Promise<TPending['oidc'] | undefined> {
  if (request.cookies[STATE_COOKIE] !== state) return undefined;
  const value = await consumeOneTimeToken(request.siteDb, 'state', state);
  try {
    return value ? (JSON.parse(value) as Partial<TPending>).oidc : undefined;
  } catch {
    // Another sign-in's state (the platform's enterprise sign-in shares the store): not ours.
    return undefined;
  }
}

/**
 * The callback: the state is taken once (this site's, this browser's), the code exchanged with the
 * verifier, the ID token proved and completed by UserInfo when the provider has it, and the person
 * named by the configured claim signed in like a password sign-in (sign-in record `oidc`, cookies).
 */
export async function finishOidcSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  outbound: TOutbound,
  params: { code: string; state: string; error: string },
) {
  reply.clearCookie(STATE_COOKIE, { path: OIDC_CALLBACK_PATH });
  const pending = params.state ? await takePending(request, params.state) : undefined;
  if (!pending) throw await refusal(request, { code: 'UNKNOWN_STATE' }, STALE_STATE);
  if (params.error || !params.code) throw await refusal(request, { code: 'PROVIDER_ERROR', error: params.error.slice(0, 100) }, BAD_TOKEN);
  const client = await readyClient(request);

  let claims: Record<string, unknown>;
  try {
    const discovery = await discover(outbound, client.issuer);
    const grant = { code: params.code, redirectUri: `${requestOrigin(request)}${OIDC_CALLBACK_PATH}`, verifier: pending.verifier };
    const { idToken, accessToken } = await exchangeCode(outbound, discovery, client, grant);
    claims = await verifyIdToken(outbound, discovery, idToken, {
      issuer: client.issuer,
      clientId: client.clientId,
      nonce: pending.nonce,
      now: nowSeconds(),
    });
    if (discovery.userinfo_endpoint) claims = await withUserInfo(outbound, discovery.userinfo_endpoint, accessToken, claims);
  } catch (error) {
    if (!(error instanceof OidcRefusal)) throw error;
    throw await refusal(request, { code: error.code, message: error.message.slice(0, 200) }, REFUSAL_MESSAGES[error.code] ?? BAD_TOKEN);
  }

  const raw = claims[client.numberClaim];
  const number = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const subject = String(claims.sub ?? '');
  const person = await personByNumber(request.siteDb, number);
  if (!person)
    throw await refusal(
      request,
      { code: 'NO_PERSON', sub: subject, number },
      `统一身份认证账号 ${number || subject} 在本站没有对应的人员，请联系管理员`,
    );

  const token = await createSession(request.siteDb, person.id, sessionMeta(request, 'oidc'));
  return arrive(request, reply, token, pending.target);
}
