import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { urlProblem } from '@quad/platform/server/http/outbound';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TOidcSettings } from '../../contract';

export const DEFAULT_SCOPES = 'openid profile';
export const DEFAULT_CLAIM = 'preferred_username';

/** The settings with the secret: for the sign-in only, never for an answer. */
export type TOidcClient = Omit<TOidcSettings, 'hasSecret'> & { clientSecret: string };

const NONE: TOidcClient = {
  enabled: false,
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: DEFAULT_SCOPES,
  numberClaim: DEFAULT_CLAIM,
};

export async function readOidcClient(siteDb: SiteDb): Promise<TOidcClient> {
  const row = await siteDb
    .selectFrom('sso_oidc_settings')
    .select(['enabled', 'issuer', 'client_id', 'client_secret', 'scopes', 'number_claim'])
    .executeTakeFirst();
  if (!row) return NONE;
  return {
    enabled: row.enabled === 1,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    scopes: row.scopes,
    numberClaim: row.number_claim,
  };
}

/** What the console sees: everything but the secret, which is only said to exist. */
export async function readOidcSettings(siteDb: SiteDb): Promise<TOidcSettings> {
  const { clientSecret, ...rest } = await readOidcClient(siteDb);
  return { ...rest, hasSecret: clientSecret !== '' };
}

export const oidcReady = (s: TOidcClient) => s.enabled && s.issuer !== '' && s.clientId !== '';

/** `openid` is what makes it OpenID Connect (an ID token); the rest is the school's choice. */
function normalizeScopes(raw: string | undefined): string {
  const scopes = (raw || DEFAULT_SCOPES).split(/\s+/).filter(Boolean);
  return [...new Set(['openid', ...scopes])].join(' ');
}

/** Saves the site's OIDC client (audited, without the secret); an empty secret keeps the one saved. */
export async function saveOidcSettings(
  siteDb: SiteDb,
  actor: { userId: string; request: FastifyRequest },
  input: { enabled: boolean; issuer?: string; clientId?: string; clientSecret?: string; scopes?: string; numberClaim?: string },
): Promise<void> {
  const issuer = input.issuer ?? '';
  const before = await readOidcClient(siteDb);
  const secret = input.clientSecret || before.clientSecret;
  if (input.enabled && !issuer) throw invalid({ issuer: '启用 OIDC 登录须填写颁发者地址' });
  if (input.enabled && !input.clientId) throw invalid({ clientId: '启用 OIDC 登录须填写客户端 ID' });
  if (input.enabled && !secret) throw invalid({ clientSecret: '启用 OIDC 登录须填写客户端密钥' });
  const problem = issuer ? urlProblem(issuer, 'OIDC 颁发者地址') : undefined;
  if (problem) throw invalid({ issuer: problem });
  const fields = {
    enabled: input.enabled ? 1 : 0,
    // The issuer is compared with `iss` as a string, so it is kept as entered but for a trailing slash.
    issuer: issuer.replace(/\/+$/, ''),
    client_id: input.clientId ?? '',
    client_secret: secret,
    scopes: normalizeScopes(input.scopes),
    number_claim: input.numberClaim || DEFAULT_CLAIM,
    updated: nowSeconds(),
  };
  const { client_secret: _secret, ...audited } = fields;
  await siteDb.transaction(async (tx) => {
    await tx
      .insertInto('sso_oidc_settings', fields)
      .onConflict((oc) => oc.columns(['site_id']).doUpdateSet(fields))
      .execute();
    const { clientSecret: _old, ...was } = before;
    await recordAudit(tx, actor.request, {
      actorId: actor.userId,
      action: 'sso.oidc.settings',
      targetType: 'sso',
      targetId: 'oidc',
      before: was,
      after: { ...audited, secretChanged: Boolean(input.clientSecret) },
    });
  });
}
