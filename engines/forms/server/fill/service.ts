import type { z } from 'zod';
import { invalid, notFound } from '@quad/platform/server/errors';
import type { TFillView, TFormGroup, ZAnswerView, ZBlocked, ZFormCard } from '../../contract';
import type { TAnswerValues } from '../../shared/definition';
import { mayFill, parseAudience } from '../form-audience';
import { currentAnswer, profileOf, requireAudience, windowState, type TFiller } from './service-filler';
import { findPublishedForm, parseValues, versionDefinition, type TFormHead } from '../store';
import type { TPage } from '@quad/platform/server/db/paging';
import { myFormCategories, myFormGroups, myFormsPage, type TMyFormsFilter } from './store-my-forms';
import { answeredNow, cachedMyForms, listedFormByNo, myAnsweredDays } from './my-forms-cache';
import { preparedQuery } from '@quad/platform/server/db/prepared';

type TCard = z.input<typeof ZFormCard>;

/** Why I cannot submit now ('' when I can): window first, then audience, then my answers. */
function blockedOf(filler: TFiller, form: TFormHead, answered: boolean): z.infer<typeof ZBlocked> {
  const window = windowState(form, filler.now);
  if (window) return window;
  if (!mayFill(filler.member, parseAudience(form.audience))) return 'notAudience';
  if (answered && !form.editable && form.frequency !== 'unlimited') return form.frequency === 'daily' ? 'doneToday' : 'done';
  return '';
}

function cardOf(filler: TFiller, form: TFormHead, answered: boolean): TCard {
  return {
    no: form.no,
    title: form.title,
    description: form.description,
    category: form.category,
    closesAt: Number(form.closes_at),
    frequency: form.frequency,
    answered,
    blocked: blockedOf(filler, form, answered),
  };
}

/**
 * A page of my forms in section order (or of one section), with every section's count and the
 * categories. A search runs in SQL; the plain list, every visit of form/index, comes from memory.
 */
export async function listMyForms(filler: TFiller, input: TMyFormsFilter & TPage & { group?: TFormGroup }) {
  if (!input.keyword) {
    const { page, groups, categories } = await cachedMyForms(filler, input);
    return {
      list: page.map((f) => cardOf(filler, f.head, f.answered)),
      total: input.group ? groups[input.group] : groups.todo + groups.done + groups.closed,
      groups,
      categories,
    };
  }
  const forms = await myFormsPage(filler, input, input, input.group);
  const groups = await myFormGroups(filler, input);
  const days = await myAnsweredDays(filler);
  return {
    list: forms.map((f) => cardOf(filler, f, answeredNow(filler, f, days.get(f.id)))),
    total: input.group ? groups[input.group] : groups.todo + groups.done + groups.closed,
    groups,
    categories: await myFormCategories(filler, input),
  };
}

async function openForm(filler: TFiller, formNo: number) {
  const form = await findPublishedForm(filler.siteDb, formNo);
  requireAudience(filler, form);
  return form;
}

const myDraft = preparedQuery((siteDb, v: { formId: string; userId: string; version: number }) =>
  siteDb.selectFrom('form_drafts').select('values_json').where('form_id', '=', v.formId).where('user_id', '=', v.userId).where('version', '=', v.version),
);

/** A form as its filler opens it: the form and design from memory, my answer looked up only when I have answered it. */
export async function getFillView(filler: TFiller, formNo: number): Promise<TFillView> {
  const { siteDb, userId } = filler;
  const form = (await listedFormByNo(siteDb, formNo)) ?? (await findPublishedForm(siteDb, formNo));
  requireAudience(filler, form);
  const definition = await versionDefinition(siteDb, form.id, form.version);
  if (!definition) throw notFound('表单不存在');
  const answeredOn = (await myAnsweredDays(filler)).get(form.id);
  const mine = answeredOn ? await currentAnswer(filler, form) : undefined;
  const draft = await myDraft.first(siteDb, { formId: form.id, userId, version: form.version });
  return {
    // Assigned, not spread (docs/architecture.md "Caches").
    form: Object.assign(cardOf(filler, form, answeredNow(filler, form, answeredOn)), {
      id: form.id,
      opensAt: Number(form.opens_at),
      editable: form.editable === 1,
      anonymous: form.anonymous === 1,
      approval: Number(form.approval) === 1,
    }),
    version: form.version,
    definition,
    ...(mine ? { mine: { id: mine.id, version: mine.version, values: parseValues(mine.values_json), created: Number(mine.created) } } : {}),
    ...(draft ? { draft: parseValues(draft.values_json) } : {}),
    profile: await profileOf(siteDb, userId),
  };
}

const MAX_DRAFT = 200_000;

/** Drafts are not checked (half-filled is their point), only bounded, and kept for the version shown. */
export async function saveDraft(filler: TFiller, input: { formNo: number; version: number; values: Record<string, unknown> }): Promise<{ saved: number }> {
  const form = await openForm(filler, input.formNo);
  if (input.version > form.version) throw invalid({ version: '表单版本不存在，请刷新后重新填写' });
  const json = JSON.stringify(input.values);
  if (json.length > MAX_DRAFT) throw invalid({ values: '草稿内容过长' });
  await filler.siteDb.transaction(async (tx) => {
    await tx.deleteFrom('form_drafts').where('form_id', '=', form.id).where('user_id', '=', filler.userId).execute();
    await tx.insertInto('form_drafts', { form_id: form.id, user_id: filler.userId, version: input.version, values_json: json, updated: filler.now }).execute();
  });
  return { saved: filler.now };
}

export async function listMyAnswers(filler: TFiller, formNo: number) {
  const form = await findPublishedForm(filler.siteDb, formNo);
  const rows = await filler.siteDb
    .selectFrom('form_answers')
    .select(['id', 'created', 'day'])
    .where('form_id', '=', form.id)
    .where('user_id', '=', filler.userId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { list: rows.map((r) => ({ id: r.id, created: Number(r.created), day: r.day })) };
}

export async function getMyAnswer(filler: TFiller, id: string): Promise<z.input<typeof ZAnswerView>> {
  const { siteDb } = filler;
  const answer = await siteDb.selectFrom('form_answers').selectAll().where('id', '=', id).where('user_id', '=', filler.userId).executeTakeFirst();
  if (!answer) throw notFound('答卷不存在');
  const form = await siteDb.selectFrom('forms').selectAll().where('id', '=', answer.form_id).executeTakeFirstOrThrow();
  const definition = await versionDefinition(siteDb, form.id, answer.version);
  if (!definition) throw notFound('答卷不存在');
  const current = answer.slot === '1' || answer.slot === filler.today;
  return {
    id: answer.id,
    formNo: form.no,
    title: form.title,
    version: answer.version,
    definition,
    values: parseValues(answer.values_json),
    created: Number(answer.created),
    updated: Number(answer.updated),
    canEdit: form.editable === 1 && current && windowState(form, filler.now) === '' && mayFill(filler.member, parseAudience(form.audience)),
  };
}

type TRow = Record<string, string | number | string[]>;

/** A child table's rows from its data source: the design's rows, my profile, or my last answer's rows. */
export async function runDataSource(filler: TFiller, input: { formNo: number; version: number; source: string }): Promise<{ rows: TRow[] }> {
  const form = await openForm(filler, input.formNo);
  const definition = input.version <= form.version ? await versionDefinition(filler.siteDb, form.id, input.version) : undefined;
  if (!definition) throw invalid({ version: '表单版本不存在，请刷新后重新填写' });
  const source = definition.dataSources.find((s) => s.id === input.source);
  if (!source) throw invalid({ source: '数据源不存在' });
  switch (source.kind) {
    case 'static':
      return { rows: source.rows ?? [] };
    case 'profile': {
      const profile = await profileOf(filler.siteDb, filler.userId);
      return { rows: [Object.fromEntries(Object.entries(source.map ?? {}).map(([column, attribute]) => [column, profile[attribute]]))] };
    }
    case 'lastAnswer': {
      const last = await filler.siteDb
        .selectFrom('form_answers')
        .select('values_json')
        .where('form_id', '=', form.id)
        .where('user_id', '=', filler.userId)
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const rows = last ? (parseValues(last.values_json) as TAnswerValues)[source.table] : undefined;
      return { rows: Array.isArray(rows) ? (rows as TRow[]) : [] };
    }
  }
}
