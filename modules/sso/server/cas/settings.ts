import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import { urlProblem } from '@quad/platform/server/http/outbound';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TCasSettings } from '../../contract';

const NONE: TCasSettings = { enabled: false, serverUrl: '', numberAttribute: '' };

/** The site's CAS client, or the defaults (off) when it was never saved. */
export async function readCasSettings(siteDb: SiteDb): Promise<TCasSettings> {
  const row = await siteDb.selectFrom('sso_cas_settings').select(['enabled', 'server_url', 'number_attribute']).executeTakeFirst();
  return row ? { enabled: row.enabled === 1, serverUrl: row.server_url, numberAttribute: row.number_attribute } : NONE;
}

/** The CAS base as stored: no query, no fragment, no trailing slash (`/login` and `/serviceValidate` are appended). */
function normalizeServerUrl(raw: string): string {
  const url = new URL(raw);
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/** Saves the site's CAS client (audited); an enabled client needs a valid http(s) address. */
export async function saveCasSettings(
  siteDb: SiteDb,
  actor: { userId: string; request: FastifyRequest },
  input: { enabled: boolean; serverUrl?: string; numberAttribute?: string },
): Promise<void> {
  const raw = input.serverUrl ?? '';
  if (input.enabled && !raw) throw invalid({ serverUrl: '启用统一身份认证须填写 CAS 服务地址' });
  const problem = raw ? urlProblem(raw, 'CAS 服务地址') : undefined;
  if (problem) throw invalid({ serverUrl: problem });
  const fields = { enabled: input.enabled ? 1 : 0, server_url: raw ? normalizeServerUrl(raw) : '', number_attribute: input.numberAttribute ?? '', updated: nowSeconds() };
  const before = await readCasSettings(siteDb);
  await siteDb.transaction(async (tx) => {
    await tx
      .insertInto('sso_cas_settings', fields)
      .onConflict((oc) => oc.columns(['site_id']).doUpdateSet(fields))
      .execute();
    await recordAudit(tx, actor.request, { actorId: actor.userId, action: 'sso.cas.settings', targetType: 'sso', targetId: 'cas', before, after: fields });
  });
}
