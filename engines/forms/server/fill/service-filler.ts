import { preparedQuery } from '@quad/platform/server/db/prepared';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { forbidden } from '@quad/platform/server/errors';
import { loadMember, type TMember } from '@quad/platform/server/identity/audience';
import { cachedPerson } from '@quad/platform/server/identity/people';
import { siteDay } from '@quad/platform/server/time';
import type { TProfileAttribute } from '../../shared/definition';
import { mayFill, parseAudience } from '../form-audience';
import type { TFormHead } from '../store';

/** The person filling forms, on one site, on that site's day. */
export interface TFiller {
  siteDb: SiteDb;
  userId: string;
  member: TMember;
  /** Today in the site's time zone (daily forms count by it). */
  today: string;
  now: number;
}

export async function loadFiller(siteDb: SiteDb, userId: string, timeZone: string, now: number): Promise<TFiller> {
  return { siteDb, userId, member: await loadMember(siteDb, userId), today: siteDay(timeZone, new Date(now * 1000)), now };
}

export const NOT_AUDIENCE = '您不在该表单的填写范围内';

export function requireAudience(filler: TFiller, form: TFormHead): void {
  if (!mayFill(filler.member, parseAudience(form.audience))) throw forbidden(NOT_AUDIENCE);
}

/** Profile attributes for prefill plugins and profile data sources. */
export async function profileOf(siteDb: SiteDb, userId: string): Promise<Record<TProfileAttribute, string>> {
  const p = await cachedPerson(siteDb, userId);
  return {
    realname: p?.realname ?? '',
    number: p?.number ?? '',
    department: p?.dept_name ?? '',
    class: p?.class_name ?? '',
    mobile: p?.mobile ?? '',
  };
}

/** Where my answer to this form lives: one for ever (once), one per site day (daily), a new one each time. */
export function slotOf(form: TFormHead, today: string, answerId: string): string {
  if (form.frequency === 'once') return '1';
  if (form.frequency === 'daily') return today;
  return answerId;
}

const myAnswers = (siteDb: SiteDb, formId: string, userId: string) =>
  siteDb
    .selectFrom('form_answers')
    .select(['id', 'version', 'values_json', 'created'])
    .where('form_id', '=', formId)
    .where('user_id', '=', userId);

// Every fill and every report save looks at the slot.
const answerInSlot = preparedQuery((siteDb, v: { formId: string; userId: string; slot: string }) =>
  myAnswers(siteDb, v.formId, v.userId).where('slot', '=', v.slot),
);

/** My answer in the slot a new answer would take (once: the only one; daily: today's); unlimited forms start afresh. */
export async function currentAnswer(filler: TFiller, form: TFormHead) {
  if (form.frequency === 'unlimited') return undefined;
  return answerInSlot.first(filler.siteDb, { formId: form.id, userId: filler.userId, slot: slotOf(form, filler.today, '') });
}

/** My latest answer: the slot's for once and daily forms, the newest of an unlimited one. */
export async function latestAnswer(filler: TFiller, form: TFormHead) {
  if (form.frequency !== 'unlimited') return currentAnswer(filler, form);
  return myAnswers(filler.siteDb, form.id, filler.userId).orderBy('created', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** Open for answers now (status and time window), as a reason when not. */
export function windowState(form: TFormHead, now: number): '' | 'notOpen' | 'closed' {
  if (form.status === 'closed' || (Number(form.closes_at) > 0 && now >= Number(form.closes_at))) return 'closed';
  if (Number(form.opens_at) > 0 && now < Number(form.opens_at)) return 'notOpen';
  return '';
}
