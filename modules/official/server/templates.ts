import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { requireUploads } from '@quad/platform/server/files/site-uploads';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { saveTemplate, TManagedTemplate, TTemplate } from '../contract';
import type { OfficialTemplatesTable } from './schema';

type TSave = z.output<(typeof saveTemplate)['input']>;
type TTemplateRow = Omit<OfficialTemplatesTable, 'site_id'>;

const publicTemplate = (row: TTemplateRow): TTemplate => ({ id: row.id, name: row.name, organ: row.organ, prefix: row.prefix });

const ordered = (siteDb: SiteDb) => siteDb.selectFrom('official_templates').selectAll().orderBy('created').orderBy('id');

/** The templates a drafter may choose, in the order they were made. */
export async function enabledTemplates(siteDb: SiteDb): Promise<TTemplate[]> {
  return (await ordered(siteDb).where('enabled', '=', 1).execute()).map(publicTemplate);
}

/** An enabled template by id (or the first enabled one when none is named), else a refusal. */
export async function usableTemplate(siteDb: SiteDb, id?: string): Promise<TTemplateRow> {
  const row = await ordered(siteDb)
    .where('enabled', '=', 1)
    .$if(!!id, (q) => q.where('id', '=', id ?? ''))
    .executeTakeFirst();
  if (!row) throw fail(id ? '红头模板不存在或已停用' : '还没有可用的红头模板，请联系管理员添加');
  return row;
}

export async function managedTemplates(siteDb: SiteDb, basePath: string): Promise<TManagedTemplate[]> {
  return (await ordered(siteDb).execute()).map((row) => ({
    ...publicTemplate(row),
    seal: row.seal,
    sealUrl: row.seal ? attachUrl(basePath, row.seal) : '',
    enabled: row.enabled === 1,
  }));
}

/** Creates or changes a template, audited; documents already issued keep the header they went out with. */
export async function saveTemplateAs(siteDb: SiteDb, actorId: string, request: FastifyRequest, input: TSave): Promise<{ id: string }> {
  if (input.seal) await requireUploads(siteDb, [input.seal], { field: 'seal', message: '印章须是上传的图片', kind: 'image/' });
  const values = {
    name: sanitizePlainText(input.name),
    organ: sanitizePlainText(input.organ),
    prefix: sanitizePlainText(input.prefix),
    seal: input.seal ?? '',
    enabled: input.enabled ? 1 : 0,
    updated: nowSeconds(),
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await tx.selectFrom('official_templates').selectAll().where('id', '=', input.id).executeTakeFirst() : undefined;
    if (input.id && !before) throw notFound('红头模板不存在');
    const id = before?.id ?? newId();
    if (before) await tx.updateTable('official_templates').set(values).where('id', '=', id).execute();
    else await tx.insertInto('official_templates', { id, ...values, created: values.updated }).execute();
    await recordAudit(tx, request, { actorId, action: before ? 'official.template.update' : 'official.template.create', targetType: 'official_template', targetId: id, before, after: values });
    return { id };
  });
}
