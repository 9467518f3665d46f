import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, fail, invalid } from '@quad/platform/server/errors';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizeRichText } from '@quad/platform/server/rich-text';
import { isUniqueViolation } from '@quad/platform/server/db/unique-violation';
import type { listForms as listFormsCall, TFormSettings, ZFormDesign, ZFormRow } from '../../contract';
import { EMPTY_DEFINITION, type TFormDefinition } from '../../shared/definition';
import { anonymiseAnswers, requireAnonymousDesign } from './service-anonymity';
import { parseAudience, resolveFormAudience } from '../form-audience';
import { saveFormTargets } from '../form-targets';
import { renumberDefinition } from './renumber';
import { findForm, nextFormNo, parseDefinition, settingsOf, type TFormRow } from '../store';
import { templateOf, TEMPLATES } from './templates';
import { formListChanged } from '../fill/my-forms-cache';

/** Who is acting and from which request: every design change is audited with it. */
export interface TActor {
  userId: string;
  /** For the portal itself acting (an area setting up its forms), the name the audit log shows. */
  name?: string;
  request?: FastifyRequest;
}

const audit = (tx: SiteDb, actor: TActor, action: string, targetId: string, before?: unknown, after?: unknown) =>
  recordAudit(tx, actor.request, { actorId: actor.userId, actorName: actor.name, action: `forms.${action}`, targetType: 'form', targetId, before, after });

async function answerCounts(siteDb: SiteDb, formIds: string[]): Promise<Map<string, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await siteDb
    .selectFrom('form_answers')
    .select((eb) => ['form_id', eb.fn.countAll<number>().as('n')])
    .where('form_id', 'in', formIds)
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((r) => [r.form_id, Number(r.n)]));
}

const hasAnswers = async (siteDb: SiteDb, formId: string) =>
  (await siteDb.selectFrom('form_answers').select('id').where('form_id', '=', formId).limit(1).executeTakeFirst()) !== undefined;

export async function listForms(siteDb: SiteDb, input: z.output<typeof listFormsCall.input>): Promise<{ list: z.input<typeof ZFormRow>[] }> {
  let query = siteDb
    .selectFrom('forms')
    .leftJoin('form_versions as v', (j) => j.onRef('v.site_id', '=', 'forms.site_id').onRef('v.form_id', '=', 'forms.id').onRef('v.version', '=', 'forms.version'))
    .select(['forms.id', 'forms.no', 'forms.title', 'forms.category', 'forms.status', 'forms.version', 'forms.draft', 'forms.closes_at', 'forms.updated', 'v.definition'])
    .orderBy('forms.no', 'desc');
  if (input.status) query = query.where('forms.status', '=', input.status);
  if (input.keyword) query = query.where('forms.title', 'like', `%${input.keyword.replace(/[%_\\]/g, '')}%`);
  const rows = await query.execute();
  const counts = await answerCounts(siteDb, rows.map((r) => r.id));
  return {
    // The columns the answer names alike pass as they are.
    list: rows.map(({ draft, definition, closes_at, updated, ...same }) => ({
      ...same,
      unpublished: draft !== (definition ?? JSON.stringify(EMPTY_DEFINITION)),
      answers: counts.get(same.id) ?? 0,
      closesAt: Number(closes_at),
      updated: Number(updated),
    })),
  };
}

export async function getForm(siteDb: SiteDb, id: string): Promise<z.input<typeof ZFormDesign>> {
  const form = await findForm(siteDb, id);
  const versions = await siteDb
    .selectFrom('form_versions')
    .leftJoin('users', (j) => j.onRef('users.site_id', '=', 'form_versions.site_id').onRef('users.id', '=', 'form_versions.published_by'))
    .select(['form_versions.version', 'form_versions.published', 'users.realname'])
    .where('form_versions.form_id', '=', id)
    .orderBy('form_versions.version', 'desc')
    .execute();
  const perVersion = await siteDb
    .selectFrom('form_answers')
    .select((eb) => ['version', eb.fn.countAll<number>().as('n')])
    .where('form_id', '=', id)
    .groupBy('version')
    .execute();
  const counts = new Map(perVersion.map((r) => [r.version, Number(r.n)]));
  return {
    id: form.id,
    no: form.no,
    status: form.status,
    version: form.version,
    settings: settingsOf(form),
    definition: parseDefinition(form.draft),
    versions: versions.map((v) => ({ version: v.version, published: Number(v.published), by: v.realname ?? '', answers: counts.get(v.version) ?? 0 })),
  };
}

export const listTemplates = () => ({
  list: TEMPLATES.map(({ key, title, description, category }) => ({ key, title, description, category })),
});

/** Inserts a new form under the next number; one retry when another creator took that number first. */
async function insertForm(
  siteDb: SiteDb,
  actor: TActor,
  action: string,
  make: (no: number) => { settings: TFormSettings; audienceJson: string; definition: TFormDefinition },
): Promise<{ id: string; no: number }> {
  const attempt = () =>
    siteDb.transaction(async (tx) => {
      const no = await nextFormNo(tx);
      const { settings, audienceJson, definition } = make(no);
      const id = newId();
      const now = nowSeconds();
      await tx
        .insertInto('forms', {
          id,
          no,
          title: settings.title,
          description: settings.description ?? '',
          category: settings.category ?? '',
          status: 'draft',
          version: 0,
          draft: JSON.stringify(definition),
          audience: audienceJson,
          opens_at: settings.opensAt,
          closes_at: settings.closesAt,
          frequency: settings.frequency,
          editable: settings.editable ? 1 : 0,
          anonymous: settings.anonymous ? 1 : 0,
          approval: settings.approval ? 1 : 0,
          created_by: actor.userId,
          created: now,
          updated: now,
        })
        .execute();
      await saveFormTargets(tx, id, parseAudience(audienceJson));
      await audit(tx, actor, action, id, undefined, { no, title: settings.title });
      return { id, no };
    });
  try {
    return await attempt();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return attempt();
  }
}

const BLANK_AUDIENCE = { all: false, link: false, departments: [], classes: [], roles: [], people: [] };

export function createForm(siteDb: SiteDb, actor: TActor, input: { title: string; template?: string }) {
  const template = input.template ? templateOf(input.template) : undefined;
  if (input.template && !template) throw invalid({ template: '模板不存在' });
  return insertForm(siteDb, actor, 'create', (no) => ({
    settings: {
      title: input.title,
      description: template?.description ?? '',
      category: template?.category ?? '',
      audience: BLANK_AUDIENCE,
      opensAt: 0,
      closesAt: 0,
      frequency: template?.frequency ?? 'once',
      editable: false,
      anonymous: false,
      approval: false,
    },
    audienceJson: JSON.stringify({ ...BLANK_AUDIENCE, targets: [] }),
    definition: template ? template.build(no) : EMPTY_DEFINITION,
  }));
}

/** A form another area starts from its own design (the daily health report): for everyone, published at once. */
export async function createPublishedForm(
  siteDb: SiteDb,
  actor: TActor,
  input: { title: string; description: string; category: string; frequency: TFormSettings['frequency']; build: (no: number) => TFormDefinition },
): Promise<{ id: string; no: number }> {
  const everyone = { ...BLANK_AUDIENCE, all: true };
  const made = await insertForm(siteDb, actor, 'create', (no) => ({
    settings: { ...input, audience: everyone, opensAt: 0, closesAt: 0, editable: false, anonymous: false, approval: false },
    audienceJson: JSON.stringify({ ...everyone, targets: [] }),
    definition: input.build(no),
  }));
  await publishForm(siteDb, actor, made.id);
  return made;
}

/** Description blocks are shown as HTML to every filler: only the allowlist survives. */
function sanitizeDefinition(definition: TFormDefinition): TFormDefinition {
  return { ...definition, fields: definition.fields.map((f) => (f.kind === 'description' ? { ...f, html: sanitizeRichText(f.html ?? '') } : f)) };
}

/**
 * Keys carry the form's number (`text_12_3`): the original scripts post `value[<key>]`, so a key of
 * another number (pasted from another form) would answer the wrong form's fields.
 */
function checkKeyNumbers(definition: TFormDefinition, no: number): void {
  const errors: Record<string, string> = {};
  definition.fields.forEach((f, i) => {
    const wrong = [f.key, ...(f.columns ?? []).map((c) => c.key)].find((key) => key.split('_')[1] !== String(no));
    if (wrong) errors[`definition.fields.${i}.key`] = `字段标识 ${wrong} 应为“类型_${no}_序号”`;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Audience errors name the field inside `settings.audience`, where the console shows them. */
async function resolveSettingsAudience(siteDb: SiteDb, settings: TFormSettings) {
  try {
    return await resolveFormAudience(siteDb, settings.audience);
  } catch (e) {
    const errors = e instanceof AppError ? (e.data.errors as Record<string, string> | undefined) : undefined;
    if (!errors) throw e;
    throw invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`settings.audience.${k}`, v])));
  }
}

export async function saveForm(siteDb: SiteDb, actor: TActor, input: { id: string; settings: TFormSettings; definition: TFormDefinition }): Promise<void> {
  const { settings } = input;
  if (settings.opensAt && settings.closesAt && settings.closesAt <= settings.opensAt) throw invalid({ 'settings.closesAt': '截止时间应晚于开始时间' });
  const audience = await resolveSettingsAudience(siteDb, settings);
  const definition = sanitizeDefinition(input.definition);
  if (settings.anonymous) requireAnonymousDesign(definition);
  // An approval names its applicant to every approver: no promise of anonymity could be kept.
  if (settings.anonymous && settings.approval) throw invalid({ 'settings.approval': '匿名表单不能开启审批' });
  await siteDb.transaction(async (tx) => {
    const before = await findForm(tx, input.id);
    checkKeyNumbers(definition, before.no);
    // People answered trusting the form was anonymous: that promise is kept, so anonymity can be
    // added to an answered form but never taken away.
    const answered = await hasAnswers(tx, input.id);
    if (before.anonymous && !settings.anonymous && answered) throw fail('表单已有答卷，不能取消匿名：填写的人是按匿名填写的');
    if (!before.anonymous && settings.anonymous && answered) await anonymiseAnswers(tx, input.id);
    await tx
      .updateTable('forms')
      .set({
        title: settings.title,
        description: settings.description ?? '',
        category: settings.category ?? '',
        audience: JSON.stringify(audience),
        opens_at: settings.opensAt,
        closes_at: settings.closesAt,
        frequency: settings.frequency,
        editable: settings.editable ? 1 : 0,
        anonymous: settings.anonymous ? 1 : 0,
        approval: settings.approval ? 1 : 0,
        draft: JSON.stringify(definition),
        updated: nowSeconds(),
      })
      .where('id', '=', input.id)
      .execute();
    await saveFormTargets(tx, input.id, audience);
    formListChanged(tx);
    await audit(tx, actor, 'save', input.id, settingsOf(before), settings);
  });
}

export async function publishForm(siteDb: SiteDb, actor: TActor, id: string): Promise<{ version: number }> {
  return siteDb.transaction(async (tx) => {
    const form = await findForm(tx, id);
    if (parseDefinition(form.draft).fields.length === 0) throw fail('表单还没有字段，无法发布');
    const version = form.version + 1;
    const now = nowSeconds();
    await tx.insertInto('form_versions', { form_id: id, version, definition: form.draft, published_by: actor.userId, published: now }).execute();
    await tx.updateTable('forms').set({ version, status: 'published', updated: now }).where('id', '=', id).execute();
    formListChanged(tx);
    await audit(tx, actor, 'publish', id, { version: form.version }, { version });
    return { version };
  });
}

export async function closeForm(siteDb: SiteDb, actor: TActor, id: string, closed: boolean): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const form = await findForm(tx, id);
    if (form.version === 0) throw fail('表单尚未发布');
    const status = closed ? 'closed' : 'published';
    await tx.updateTable('forms').set({ status, updated: nowSeconds() }).where('id', '=', id).execute();
    formListChanged(tx);
    await audit(tx, actor, closed ? 'close' : 'reopen', id, { status: form.status }, { status });
  });
}

export async function copyForm(siteDb: SiteDb, actor: TActor, id: string): Promise<{ id: string; no: number }> {
  const source: TFormRow = await findForm(siteDb, id);
  const settings = settingsOf(source);
  return insertForm(siteDb, actor, 'copy', (no) => ({
    settings: { ...settings, title: `${source.title}（副本）`.slice(0, 100) },
    audienceJson: source.audience,
    definition: renumberDefinition(parseDefinition(source.draft), no),
  }));
}

export async function deleteForm(siteDb: SiteDb, actor: TActor, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const form = await findForm(tx, id);
    if (await hasAnswers(tx, id)) throw fail('表单已有答卷，不能删除，可以关闭');
    await tx.deleteFrom('form_drafts').where('form_id', '=', id).execute();
    await tx.deleteFrom('form_versions').where('form_id', '=', id).execute();
    await tx.deleteFrom('form_targets').where('form_id', '=', id).execute();
    await tx.deleteFrom('forms').where('id', '=', id).execute();
    formListChanged(tx);
    await audit(tx, actor, 'delete', id, { no: form.no, title: form.title });
  });
}
