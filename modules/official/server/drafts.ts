import type { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, invalid, notFound } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { personById } from '@quad/platform/server/identity/people';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { findInstance, resubmitInstance, startInstance } from '@quad/workflow-engine/server';
import type { createDraft, saveDraft, saveUnits } from '../contract';
import { EDITABLE_STATUSES, OFFICIAL_FLOW_KEY } from '../rules';
import { editableDraft, requireDrafter, jsonIds } from './access';
import { ensureOfficialFlow } from './flow';
import { unitNames } from './units';
import { usableTemplate } from './templates';

type TCreate = z.output<(typeof createDraft)['input']>;
type TSave = z.output<(typeof saveDraft)['input']>;
type TUnits = z.output<(typeof saveUnits)['input']>;

const earlierDraft = (siteDb: SiteDb, drafterId: string, requestId: string) =>
  siteDb.selectFrom('official_documents').select('id').where('drafter_id', '=', drafterId).where('request_id', '=', requestId).executeTakeFirst();

/** 拟稿: an empty draft under a template. The same request id answers the draft it made, even when two arrive together. */
export async function createDraftFor(siteDb: SiteDb, drafterId: string, input: TCreate): Promise<{ id: string }> {
  const earlier = await earlierDraft(siteDb, drafterId, input.requestId);
  if (earlier) return earlier;
  await requireDrafter(siteDb, drafterId);
  const template = await usableTemplate(siteDb, input.templateId);
  const now = nowSeconds();
  const id = newId();
  const inserted = await siteDb
    .insertInto('official_documents', {
      id,
      drafter_id: drafterId,
      request_id: input.requestId,
      template_id: template.id,
      // The header shown while drafting; copied again when issued.
      template_name: template.name,
      organ: template.organ,
      prefix: template.prefix,
      title: '',
      body: '',
      main_units: '[]',
      copy_units: '[]',
      status: 'draft',
      instance_id: '',
      past_instances: '[]',
      send_request: '',
      return_comment: '',
      year: 0,
      seq: 0,
      issued: 0,
      issued_day: '',
      published: 0,
      created: now,
      updated: now,
    })
    .onConflict((c) => c.columns(['site_id', 'drafter_id', 'request_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? { id } : (await earlierDraft(siteDb, drafterId, input.requestId))!;
}

/** The drafter's changes to template, title and body. */
export async function saveDraftOf(siteDb: SiteDb, drafterId: string, input: TSave): Promise<void> {
  await editableDraft(siteDb, drafterId, input.id);
  const template = await usableTemplate(siteDb, input.templateId);
  await siteDb
    .updateTable('official_documents')
    .set({
      template_id: template.id,
      template_name: template.name,
      organ: template.organ,
      prefix: template.prefix,
      title: sanitizePlainText(input.title ?? ''),
      body: sanitizePlainText(input.body ?? ''),
      updated: nowSeconds(),
    })
    .where('id', '=', input.id)
    .where('status', 'in', ['draft', 'returned'])
    .execute();
}

/** 主送 and 抄送 as chosen on choosecompany: departments of this site; a unit named in both is 主送 only. */
export async function saveUnitsOf(siteDb: SiteDb, drafterId: string, input: TUnits): Promise<void> {
  await editableDraft(siteDb, drafterId, input.id);
  const known = await unitNames(siteDb, [...input.main, ...input.copy]);
  const missing = [...input.main, ...input.copy].filter((id) => !known.has(id));
  if (missing.length > 0) throw invalid({ main: '单位不存在' }, '单位不存在');
  const copy = input.copy.filter((id) => !input.main.includes(id));
  await siteDb
    .updateTable('official_documents')
    .set({ main_units: JSON.stringify(input.main), copy_units: JSON.stringify(copy), updated: nowSeconds() })
    .where('id', '=', input.id)
    .where('status', 'in', ['draft', 'returned'])
    .execute();
}

/**
 * 送审: the draft is locked (running) and goes along the site's document flow, in one transaction.
 * The lock is taken by a conditional update first, so two sends of one draft take turns: the second
 * finds it running and is answered the first's flow when it is the same request, refused otherwise.
 */
export async function sendDraft(siteDb: SiteDb, drafterId: string, id: string, requestId: string): Promise<{ instanceId: string }> {
  return siteDb.transaction(async (tx) => {
    const draft = await tx.selectFrom('official_documents').selectAll().where('id', '=', id).where('drafter_id', '=', drafterId).executeTakeFirst();
    if (!draft) throw notFound('公文不存在');
    if (!EDITABLE_STATUSES.includes(draft.status)) {
      if (draft.send_request === requestId) return { instanceId: draft.instance_id };
      throw fail(draft.status === 'running' ? '公文正在审批中，不能重复送审' : '公文已签发，不能再送审');
    }
    if (!draft.title.trim()) throw fail('请填写标题');
    if (!draft.body.trim()) throw fail('请填写正文');
    const main = jsonIds(draft.main_units);
    if (main.length === 0) throw fail('请选择主送单位');
    const locked = await tx
      .updateTable('official_documents')
      .set({ status: 'running', send_request: requestId, updated: nowSeconds() })
      .where('id', '=', id)
      .where('status', 'in', ['draft', 'returned'])
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) {
      // The same send racing this one took the draft first (PostgreSQL let it commit while we waited): answer its flow.
      const first = await tx.selectFrom('official_documents').select(['send_request', 'instance_id']).where('id', '=', id).executeTakeFirst();
      if (first?.send_request === requestId) return { instanceId: first.instance_id };
      throw fail('公文正在审批中，不能重复送审');
    }
    const names = await unitNames(tx, [...main, ...jsonIds(draft.copy_units)]);
    const drafter = await personById.first(tx, { userId: drafterId });
    const request = {
      applicantId: drafterId,
      title: `${drafter?.realname ?? ''}拟稿：${draft.title}`,
      values: {
        documentId: id,
        template: draft.template_name,
        title: draft.title,
        mainUnits: main.map((u) => names.get(u)).join('、'),
        copyUnits: jsonIds(draft.copy_units).map((u) => names.get(u)).join('、'),
        body: draft.body,
      },
    };
    // Sent back for changes (退回修改), its flow waits: it resumes at the step that returned it.
    const waiting = draft.instance_id ? await findInstance(tx, draft.instance_id) : undefined;
    if (waiting?.status === 'returned') {
      await resubmitInstance(tx, { instanceId: draft.instance_id, ...request });
      await tx.updateTable('official_documents').set({ return_comment: '' }).where('id', '=', id).execute();
      return { instanceId: draft.instance_id };
    }
    await ensureOfficialFlow(tx);
    const { id: instanceId } = await startInstance(tx, { key: OFFICIAL_FLOW_KEY, ...request, requestId });
    const past = draft.instance_id ? [...jsonIds(draft.past_instances), draft.instance_id] : jsonIds(draft.past_instances);
    await tx.updateTable('official_documents').set({ instance_id: instanceId, past_instances: JSON.stringify(past), return_comment: '' }).where('id', '=', id).execute();
    return { instanceId };
  });
}
