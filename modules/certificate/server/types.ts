import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { ensureDefinition, saveDefinition } from '@quad/workflow-engine/server';
import type { saveCertificateType, TCertificateType, TManagedType } from '../contract';
import { APPLICANT_KINDS, type TApplicantKind } from '../rules';
import { defaultFlow, flowKey } from './flow';
import type { CertificateTypesTable } from './schema';

type TSave = z.output<(typeof saveCertificateType)['input']>;
type TTypeRow = Omit<CertificateTypesTable, 'site_id'>;

const applicantsOf = (row: Pick<TTypeRow, 'applicants'>): TApplicantKind[] => {
  const kinds = JSON.parse(row.applicants) as unknown;
  return Array.isArray(kinds) ? APPLICANT_KINDS.filter((k) => kinds.includes(k)) : [];
};

/** Who a person is when asking: staff ask as teachers do; visitors ask for nothing. */
const kindOf = (userType: string): TApplicantKind | undefined => (userType === 'student' ? 'student' : userType === 'teacher' || userType === 'staff' ? 'teacher' : undefined);

const publicType = (row: TTypeRow): TCertificateType => ({ id: row.id, name: row.name, office: row.office, description: row.description });

/** The enabled types this person may ask for. */
export async function applicableTypes(siteDb: SiteDb, userId: string): Promise<TCertificateType[]> {
  const user = await siteDb.selectFrom('users').select('type').where('id', '=', userId).executeTakeFirst();
  const kind = user && kindOf(user.type);
  if (!kind) return [];
  const rows = await siteDb.selectFrom('certificate_types').selectAll().where('enabled', '=', 1).orderBy('created').orderBy('id').execute();
  return rows.filter((row) => applicantsOf(row).includes(kind)).map(publicType);
}

/** The type `typeId` if this person may ask for it now, else a refusal in Chinese. */
export async function typeForApplicant(siteDb: SiteDb, userId: string, typeId: string): Promise<TTypeRow> {
  const [user, row] = await Promise.all([
    siteDb.selectFrom('users').select('type').where('id', '=', userId).executeTakeFirst(),
    siteDb.selectFrom('certificate_types').selectAll().where('id', '=', typeId).executeTakeFirst(),
  ]);
  if (!row || !row.enabled) throw fail('证明类型不存在或已停用');
  const kind = user && kindOf(user.type);
  if (!kind || !applicantsOf(row).includes(kind)) throw fail('您不能申请这种证明');
  return row;
}

/** Every type with its template and seal, and the site's roles an approver role may be chosen from. */
export async function managedTypes(siteDb: SiteDb, basePath: string): Promise<{ list: TManagedType[]; roles: { key: string; name: string }[] }> {
  const [rows, roles] = await Promise.all([
    siteDb.selectFrom('certificate_types').selectAll().orderBy('created').orderBy('id').execute(),
    siteDb.selectFrom('roles').select(['key', 'name']).orderBy('name').execute(),
  ]);
  return {
    list: rows.map((row) => ({
      ...publicType(row),
      applicants: applicantsOf(row),
      template: row.template,
      approverRole: row.approver_role,
      seal: row.seal,
      sealUrl: row.seal ? attachUrl(basePath, row.seal) : '',
      enabled: row.enabled === 1,
    })),
    roles: roles.filter((role) => role.key !== 'platform-admin'),
  };
}

/**
 * Creates or changes a type, audited. A new type gets its flow (its approver role deciding); changing
 * the approver role saves a new version of that flow, while other changes leave a flow edited in
 * 流程设置 alone.
 */
export async function saveType(siteDb: SiteDb, actorId: string, request: FastifyRequest, input: TSave): Promise<{ id: string }> {
  const role = await siteDb.selectFrom('roles').select('key').where('key', '=', input.approverRole).executeTakeFirst();
  if (!role) throw fail('审批角色不存在');
  if (input.seal) await requireUploads(siteDb, [input.seal], { field: 'seal', message: '印章须是上传的图片', kind: 'image/' });
  const values = {
    name: sanitizePlainText(input.name),
    office: sanitizePlainText(input.office),
    description: sanitizePlainText(input.description ?? ''),
    applicants: JSON.stringify(APPLICANT_KINDS.filter((k) => input.applicants.includes(k))),
    template: sanitizePlainText(input.template),
    approver_role: input.approverRole,
    seal: input.seal ?? '',
    enabled: input.enabled ? 1 : 0,
    updated: nowSeconds(),
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await tx.selectFrom('certificate_types').selectAll().where('id', '=', input.id).executeTakeFirst() : undefined;
    if (input.id && !before) throw notFound('证明类型不存在');
    const id = before?.id ?? newId();
    if (before) await tx.updateTable('certificate_types').set(values).where('id', '=', id).execute();
    else await tx.insertInto('certificate_types', { id, ...values, created: values.updated }).execute();
    const flow = { key: flowKey(id), app: 'certificate', definition: defaultFlow(values.name, values.approver_role) };
    if (before && before.approver_role !== values.approver_role) await saveDefinition(tx, actorId, flow);
    else await ensureDefinition(tx, flow);
    await recordAudit(tx, request, { actorId, action: before ? 'certificate.type.update' : 'certificate.type.create', targetType: 'certificate_type', targetId: id, before, after: values });
    return { id };
  });
}
