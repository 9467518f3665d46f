import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import { notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { personById } from '@quad/platform/server/identity/people';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { ensureDefinition, startInstance } from '@quad/workflow-engine/server';
import type { applyCertificate, TCertificateItem } from '../contract';
import { issueNumber } from '../rules';
import { defaultFlow, flowKey } from './flow';
import type { CertificateRequestsTable } from './schema';
import { typeForApplicant } from './types';

type TApply = z.output<(typeof applyCertificate)['input']>;

const earlierRequest = (siteDb: SiteDb, applicantId: string, requestId: string) =>
  siteDb.selectFrom('certificate_requests').select(['id', 'instance_id as instanceId']).where('user_id', '=', applicantId).where('request_id', '=', requestId).executeTakeFirst();

/**
 * A request for a certificate: checked, stored and sent into its type's flow in one transaction, so a
 * request never exists without its flow. A retried submission (same request id) answers the first,
 * also when the two arrive together (the unique request index keeps one, the engine one instance).
 */
export async function applyFor(siteDb: SiteDb, applicantId: string, input: TApply): Promise<{ id: string; instanceId: string }> {
  const earlier = await earlierRequest(siteDb, applicantId, input.requestId);
  if (earlier) return earlier;
  const type = await typeForApplicant(siteDb, applicantId, input.typeId);
  const applicant = await personById.first(siteDb, { userId: applicantId });
  if (!applicant) throw notFound('用户不存在');
  const purpose = sanitizePlainText(input.purpose);
  const created = await siteDb.transaction(async (tx) => {
    await ensureDefinition(tx, { key: flowKey(type.id), app: 'certificate', definition: defaultFlow(type.name, type.approver_role) });
    const { id: instanceId } = await startInstance(tx, {
      key: flowKey(type.id),
      applicantId,
      title: `${applicant.realname}申请${type.name}（${input.copies}份）`,
      values: { typeName: type.name, office: type.office, purpose, copies: input.copies },
      requestId: input.requestId,
    });
    const id = newId();
    const row = {
      id,
      user_id: applicantId,
      type_id: type.id,
      instance_id: instanceId,
      request_id: input.requestId,
      purpose,
      copies: input.copies,
      status: 'running' as const,
      type_name: type.name,
      office: type.office,
      // Issued fields stay empty until the flow approves (issue.ts).
      year: 0,
      seq: 0,
      code: '',
      body: '',
      issued: 0,
      revoked: 0,
      revoke_reason: '',
      revoked_by: '',
      created: nowSeconds(),
    };
    const inserted = await tx.insertInto('certificate_requests', row).onConflict((c) => c.columns(['site_id', 'user_id', 'request_id']).doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? { id, instanceId } : undefined;
  });
  return created ?? (await earlierRequest(siteDb, applicantId, input.requestId))!;
}

const issueNumberOf = (r: Pick<CertificateRequestsTable, 'year' | 'seq'>) => issueNumber(Number(r.year), Number(r.seq));

type TItemRow = Pick<CertificateRequestsTable, 'id' | 'instance_id' | 'type_id' | 'type_name' | 'purpose' | 'copies' | 'status' | 'year' | 'seq' | 'issued' | 'revoked' | 'created'>;

export const ITEM_COLUMNS = [
  'certificate_requests.id',
  'certificate_requests.instance_id',
  'certificate_requests.type_id',
  'certificate_requests.type_name',
  'certificate_requests.purpose',
  'certificate_requests.copies',
  'certificate_requests.status',
  'certificate_requests.year',
  'certificate_requests.seq',
  'certificate_requests.issued',
  'certificate_requests.revoked',
  'certificate_requests.created',
] as const;

export const certificateItem = (r: TItemRow): TCertificateItem => ({
  id: r.id,
  instanceId: r.instance_id,
  typeId: r.type_id,
  typeName: r.type_name,
  purpose: r.purpose,
  copies: Number(r.copies),
  status: r.status,
  number: Number(r.seq) > 0 ? issueNumberOf(r) : '',
  issued: Number(r.issued),
  revoked: Number(r.revoked),
  created: Number(r.created),
});

/** My requests, newest first. */
export async function myCertificates(siteDb: SiteDb, userId: string, page: TPage) {
  const base = siteDb.selectFrom('certificate_requests').where('user_id', '=', userId);
  const { rows, total } = await pagedRows(base, page, (q) => q.select(ITEM_COLUMNS).orderBy('created', 'desc').orderBy('id', 'desc'));
  return { list: rows.map(certificateItem), total };
}
