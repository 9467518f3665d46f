import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@quad/platform/server/audit/record';
import { likeContaining } from '@quad/platform/server/db/like';
import { pagedRows, type TPage } from '@quad/platform/server/db/paging';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { audienceForm } from '@quad/platform/server/identity/audience';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { sanitizePlainText } from '@quad/platform/server/text-filter';
import { ZReservationSettings } from '@quad/reservation-engine/contract';
import { claimsOf, deleteReservationItem, drawResult, reservationCounts, reservationSettings, saveReservationItem } from '@quad/reservation-engine/server';
import type { TManagedOffering, TOfferingSettings } from '../contract-manage';
import { audienceOfTerm, findOffering, findTerm, offeringOf, type TOfferingRow, type TTermRow } from './store';

/** Where the engine's messages (drawn, promoted from the waitlist) lead: the offering's page. */
export const detailLink = (id: string) => `course/detail?id=${id}`;

/** The name an offering goes by in messages and the console's buttons: 高等数学（MA101）. */
export const offeringTitle = (o: Pick<TOfferingRow, 'name' | 'code'>) => `${o.name}（${o.code}）`;

/**
 * Writes an offering's engine item from its term: one zone of `capacity` places (the item's own when
 * not given), round 1 booked then drawn, round 2 first come with a waitlist, drops until the term's
 * deadline, one claim a student, the term's audience.
 */
export async function saveOfferingItem(
  tx: SiteDb,
  term: TTermRow,
  offering: Pick<TOfferingRow, 'id' | 'name' | 'code'> & { item_id?: string },
  capacity: number | undefined,
): Promise<string> {
  const places = capacity ?? (await reservationSettings(tx, offering.item_id!)).zones[0]!.capacity;
  return saveReservationItem(
    tx,
    { id: offering.item_id || undefined, app: 'course', ref: offering.id, title: offeringTitle(offering), link: detailLink(offering.id) },
    // Parsed by the engine's own shape, so settings it adds later take their defaults.
    ZReservationSettings.parse({
      mode: 'draw',
      zones: [{ key: 'main', name: '名额', capacity: places }],
      opensAt: term.opens_at,
      closesAt: term.closes_at,
      drawAt: term.draw_at,
      grabUntil: term.grab_until,
      cancelUntil: term.drop_until,
      limit: 1,
      waitlist: true,
      captcha: false,
      audience: await audienceForm(tx, audienceOfTerm(term)),
    }),
  );
}

/** A term's offerings in the console, by code, with their live counts. */
export async function managedOfferings(
  siteDb: SiteDb,
  input: TPage & { termId: string; keyword?: string },
): Promise<{ list: TManagedOffering[]; total: number }> {
  await findTerm(siteDb, input.termId);
  let base = siteDb.selectFrom('course_offerings').where('term_id', '=', input.termId);
  if (input.keyword) {
    const like = likeContaining(input.keyword);
    base = base.where((eb) => eb.or([eb('name', 'like', like), eb('code', 'like', like), eb('teacher', 'like', like)]));
  }
  const { rows, total } = await pagedRows(base, input, (q) => q.selectAll().orderBy('code').orderBy('teacher').orderBy('id'));
  const list: TManagedOffering[] = [];
  for (const offering of rows.map(offeringOf)) {
    const counts = await reservationCounts(siteDb, offering.item_id);
    list.push({
      id: offering.id,
      title: offeringTitle(offering),
      code: offering.code,
      name: offering.name,
      credits: offering.credits,
      teacher: offering.teacher,
      place: offering.place,
      category: offering.category,
      slots: offering.slots,
      prerequisites: offering.prerequisites,
      description: offering.description,
      counts: { capacity: counts.capacity, won: counts.won, pending: counts.pending, waiting: counts.waiting },
      drawn: (await drawResult(siteDb, offering.item_id)).drawnAt > 0,
    });
  }
  return { list, total };
}

/** Creates or changes an offering and its engine item in one transaction. Audited. */
export async function saveOfferingSettings(
  siteDb: SiteDb,
  actorId: string,
  request: FastifyRequest | undefined,
  input: TOfferingSettings & { id?: string },
): Promise<{ id: string }> {
  if (input.prerequisites.includes(input.code)) throw fail('课程不能以自己为先修课程');
  const now = nowSeconds();
  const values = {
    code: input.code,
    name: sanitizePlainText(input.name),
    credits: input.credits,
    teacher: sanitizePlainText(input.teacher),
    place: sanitizePlainText(input.place),
    category: input.category,
    description: sanitizePlainText(input.description ?? ''),
    slots_json: JSON.stringify(input.slots),
    prerequisites_json: JSON.stringify([...new Set(input.prerequisites)]),
    updated: now,
  };
  return siteDb.transaction(async (tx) => {
    const before = input.id ? await findOffering(tx, input.id) : undefined;
    if (before && before.term_id !== input.termId) throw fail('课程不能移到其他选课批次');
    const term = await findTerm(tx, input.termId);
    const id = before?.id ?? newId();
    const itemId = await saveOfferingItem(tx, term, { id, name: values.name, code: values.code, item_id: before?.item_id }, input.capacity);
    if (before) await tx.updateTable('course_offerings').set(values).where('id', '=', id).execute();
    else await tx.insertInto('course_offerings', { id, term_id: term.id, ...values, item_id: itemId, created: now }).execute();
    await recordAudit(tx, request, {
      actorId,
      action: before ? 'course.offering.update' : 'course.offering.create',
      targetType: 'course_offering',
      targetId: id,
      before,
      after: { ...values, capacity: input.capacity },
    });
    return { id };
  });
}

/** Deletes an offering nobody has selected, with its engine item. */
export async function removeOffering(siteDb: SiteDb, actorId: string, request: FastifyRequest | undefined, id: string): Promise<void> {
  await siteDb.transaction(async (tx) => {
    const offering = await findOffering(tx, id);
    if ((await claimsOf(tx, offering.item_id)).length > 0) throw fail('已有学生预选或选课，不能删除');
    await deleteReservationItem(tx, offering.item_id);
    await tx.deleteFrom('course_offerings').where('id', '=', id).execute();
    await recordAudit(tx, request, {
      actorId,
      action: 'course.offering.delete',
      targetType: 'course_offering',
      targetId: id,
      before: offering,
    });
  });
}

/** The draw's result of an offering as the engine kept it (seed, digest, entrants, winners). */
export async function offeringDrawResult(siteDb: SiteDb, id: string) {
  return drawResult(siteDb, (await findOffering(siteDb, id)).item_id);
}
