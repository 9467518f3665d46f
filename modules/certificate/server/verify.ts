import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TVerifyResult } from '../contract';
import { issueNumber, maskName } from '../rules';

const UNKNOWN: TVerifyResult = { state: 'unknown', holder: '', typeName: '', number: '', office: '', issued: 0, revoked: 0 };

/**
 * What the public verify page may say about a code of this site: whether it is valid or revoked, with
 * the holder's name mostly hidden. A code of another site, or one never issued, is simply unknown.
 */
export async function verify(siteDb: SiteDb, code: string): Promise<TVerifyResult> {
  if (!code) return UNKNOWN;
  const row = await siteDb
    .selectFrom('certificate_requests')
    .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'certificate_requests.site_id').onRef('users.id', '=', 'certificate_requests.user_id'))
    .select(['users.realname', 'certificate_requests.type_name', 'certificate_requests.year', 'certificate_requests.seq', 'certificate_requests.office', 'certificate_requests.issued', 'certificate_requests.revoked'])
    .where('certificate_requests.code', '=', code)
    .where('certificate_requests.seq', '>', 0)
    .executeTakeFirst();
  if (!row) return UNKNOWN;
  return {
    state: Number(row.revoked) > 0 ? 'revoked' : 'valid',
    holder: maskName(row.realname),
    typeName: row.type_name,
    number: issueNumber(Number(row.year), Number(row.seq)),
    office: row.office,
    issued: Number(row.issued),
    revoked: Number(row.revoked),
  };
}

/** The office withdraws an issued certificate: verification says so from now on. Audited with the reason. */
export async function revoke(siteDb: SiteDb, actorId: string, request: FastifyRequest, id: string, reason: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const row = await tx.selectFrom('certificate_requests').select(['seq', 'year', 'revoked']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('证明不存在');
    if (Number(row.seq) === 0) throw fail('证明尚未开具，不能作废');
    const done = await tx
      .updateTable('certificate_requests')
      .set({ revoked: nowSeconds(), revoke_reason: reason, revoked_by: actorId })
      .where('id', '=', id)
      .where('revoked', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw fail('证明已经作废');
    await recordAudit(tx, request, {
      actorId,
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: id,
      after: { number: issueNumber(Number(row.year), Number(row.seq)), reason },
    });
  });
}
