import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { audienceForm, resolveAudience } from '@quad/platform/server/identity/audience';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import type { TManagedTerm, TTermForm, TTermSettings } from '../contract-manage';
import { termPhase } from '../rules';
import { saveOfferingItem } from './service-offerings';
import { audienceOfTerm, findTerm, offeringsOfTerm, termOf, type TTermRow } from './store';

/** A term's rounds as the rules and pages name them. */
export const termTimes = (term: TTermRow) => ({
  opensAt: term.opens_at,
  closesAt: term.closes_at,
  drawAt: term.draw_at,
  grabUntil: term.grab_until,
  dropUntil: term.drop_until,
});

/** 选课批次 in the console: every term, the latest first, with its number of offerings. */
export async function managedTerms(siteDb: SiteDb, input: TPage & { keyword?: string }): Promise<{ list: TManagedTerm[]; total: number }> {
  let base = siteDb.selectFrom('course_terms');
  if (input.keyword) base = base.where('name', 'like', likeContaining(input.keyword));
  const { rows, total } = await pagedRows(base, input, (q) => q.selectAll().orderBy('opens_at', 'desc').orderBy('id', 'desc'));
  const counts = await offeringCounts(
    siteDb,
    rows.map((r) => r.id),
  );
  const now = nowSeconds();
  const list = rows.map(termOf).map((term) => {
    const times = termTimes(term);
    return {
      id: term.id,
      title: term.name,
      phase: termPhase(times, now),
      ...times,
      maxCredits: term.max_credits,
      offerings: counts.get(term.id) ?? 0,
      created: term.created,
    };
  });
  return { list, total };
}

/** Offerings per term. */
async function offeringCounts(siteDb: SiteDb, termIds: string[]): Promise<Map<string, number>> {
  if (termIds.length === 0) return new Map();
  const rows = await siteDb
    .selectFrom('course_offerings')
    .select(['term_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('term_id', 'in', termIds)
    .groupBy('term_id')
    .execute();
  return new Map(rows.map((r) => [r.term_id, Number(r.n)]));
}

/** A term as its drawer edits it: its audience named back by username. */
export async function termForm(siteDb: SiteDb, id: string): Promise<TTermForm> {
  const term = await findTerm(siteDb, id);
  return {
    id: term.id,
    name: term.name,
    maxCredits: term.max_credits,
    ...termTimes(term),
    ...(await audienceForm(siteDb, audienceOfTerm(term))),
  };
}

/**
 * Creates or changes a term. Its rounds and audience are every offering's engine item's, so each is
 * saved again in the same transaction (the engine refuses once an item was drawn). Audited.
 */
export async function saveTermSettings(
  siteDb: SiteDb,
  actorId: string,
  request: FastifyRequest | undefined,
  input: TTermSettings,
): Promise<{ id: string }> {
  const audience = await resolveAudience(siteDb, input, '请选择可选课的人员');
  const now = nowSeconds();
  const values = {
    name: sanitizePlainText(input.name),
    max_credits: input.maxCredits,
    opens_at: input.opensAt,
    closes_at: input.closesAt,
    draw_at: input.drawAt,
    grab_until: input.grabUntil,
    drop_until: input.dropUntil,
    audience_json: JSON.stringify(audience),
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await findTerm(tx, input.id) : undefined;
    const id = before?.id ?? newId();
    if (before) await tx.updateTable('course_terms').set(values).where('id', '=', id).execute();
    else await tx.insertInto('course_terms', { id, ...values, created_by: actorId, created: now }).execute();
    const term = await findTerm(tx, id);
    for (const offering of await offeringsOfTerm(tx, id)) await saveOfferingItem(tx, term, offering, undefined);
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'course.term.update' : 'course.term.create',
      targetType: 'course_term',
      targetId: id,
      before,
      after: values,
    });
    return { id };
  });
}

/** Deletes a term without offerings (they go first, each only while nobody selected it). */
export async function removeTerm(siteDb: SiteDb, actorId: string, request: FastifyRequest | undefined, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const term = await findTerm(tx, id);
    if ((await offeringsOfTerm(tx, id)).length > 0) throw fail('请先删除该批次的全部课程');
    await tx.deleteFrom('course_terms').where('id', '=', id).execute();
    await tx.deleteFrom('course_load').where('term_id', '=', id).execute();
    await recordAudit(tx, request, { actorId, action: 'course.term.delete', targetType: 'course_term', targetId: id, before: term });
  });
}
