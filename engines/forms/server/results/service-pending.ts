import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { sendMessage } from '@quad/messages-engine/server';
import type { WindowLimiter } from '@quad/platform/server/rate-limit';
import { siteDay } from '@quad/platform/server/time';
import { formAudienceIds, type TResultForm } from './store-form';
import { peopleByIds } from './store-people';

const NO_FIXED_AUDIENCE = '凭链接填写的表单没有固定对象';

/**
 * Who in the audience has not answered: at all, or today (site day) for a daily form. The audience
 * comes out ordered by id, so pages stay stable while people answer.
 */
export async function pendingUserIds(siteDb: SiteDb, form: TResultForm, timeZone: string): Promise<string[]> {
  const audience = await formAudienceIds(siteDb, form);
  if (!audience) throw fail(NO_FIXED_AUDIENCE);
  let answered = siteDb.selectFrom('form_answers').select('user_id').distinct().where('form_id', '=', form.id);
  if (form.frequency === 'daily') answered = answered.where('day', '=', siteDay(timeZone));
  const done = new Set((await answered.execute()).map((r) => r.user_id));
  return audience.filter((id) => !done.has(id));
}

export async function listPendingPeople(siteDb: SiteDb, form: TResultForm, timeZone: string, page: number, size: number) {
  const pending = await pendingUserIds(siteDb, form, timeZone);
  const ids = pending.slice((page - 1) * size, page * size);
  const people = await peopleByIds(siteDb, ids);
  return { list: ids.flatMap((id) => people.get(id) ?? []), total: pending.length };
}

/** Reminding makes sense only while people can answer: published and inside its time window. */
function assertRemindable(form: TResultForm, now: number): void {
  if (form.status !== 'published') throw fail('表单未发布或已关闭，无需提醒');
  if (form.closesAt > 0 && now >= form.closesAt) throw fail('表单已截止，无需提醒');
  if (form.opensAt > now) throw fail('表单尚未开始填写，暂不能提醒');
}

export interface TReminder {
  siteDb: SiteDb;
  timeZone: string;
  /** Once per form per window, shared by every administrator of the site. */
  limiter: WindowLimiter;
  actorId: string;
  request: FastifyRequest;
}

/**
 * An inbox message to each pending person, leading to the form (the inbox follows site-relative
 * links), audited with the messages. Refusals come before the window is used up.
 */
export async function remindPeople(r: TReminder, form: TResultForm): Promise<number> {
  assertRemindable(form, nowSeconds());
  const pending = await pendingUserIds(r.siteDb, form, r.timeZone);
  await r.limiter.hit(`${r.siteDb.siteId}|${form.id}`, '10分钟内已提醒过，请稍后再试');
  return r.siteDb.transaction(async (tx) => {
    const sent = await sendMessage(tx, {
      userIds: pending,
      appKey: 'forms',
      title: `请填写：${form.title}`,
      body: form.frequency === 'daily' ? `您今天还没有填写“${form.title}”，请尽快填写。` : `您还没有填写“${form.title}”，请尽快填写。`,
      link: `form/formtemplat?formid=${form.no}`,
    });
    await recordAudit(tx, r.request, { actorId: r.actorId, action: 'forms.remind', targetType: 'form', targetId: form.id, after: { sent } });
    return sent;
  });
}
