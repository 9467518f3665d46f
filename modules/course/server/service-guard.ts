import type { SiteDb } from '@quad/platform/server/db/site-db';
import { refuse } from '@quad/platform/server/errors';
import type { TClaim } from '@quad/reservation-engine/contract';
import { myClaims } from '@quad/reservation-engine/server';
import { creditsText, firstConflict, slotText } from '../rules';
import { completedOf, courseNames, findOffering, findTerm, offeringsByItems, type TOfferingRow } from './store';

/** Claims that take a student's credits and time: a place, a preference before the draw, a place in line. */
const STANDING: TClaim['state'][] = ['won', 'pending', 'waiting', 'checked'];

/**
 * Takes the student's lock row of the term first: the conditional upsert holds it (PostgreSQL's row
 * lock) until the selection commits, so a parallel selection of another course waits here and then
 * sees this one's claim when it reads the student's courses.
 */
async function lockStudentTerm(tx: SiteDb, termId: string, userId: string): Promise<void> {
  await tx
    .insertInto('course_load', { term_id: termId, user_id: userId, version: 1 })
    .onConflict((oc) => oc.columns(['site_id', 'term_id', 'user_id']).doUpdateSet((eb) => ({ version: eb('course_load.version', '+', 1) })))
    .execute();
}

/** The offerings of the term the student holds (in any standing state), by the engine's claims. */
export async function standingOfferings(tx: SiteDb, userId: string, termId: string): Promise<{ claim: TClaim; offering: TOfferingRow }[]> {
  const claims = (await myClaims(tx, userId, 'course')).filter((c) => STANDING.includes(c.state));
  const offerings = await offeringsByItems(
    tx,
    claims.map((c) => c.itemId),
  );
  return claims.flatMap((claim) => {
    const offering = offerings.get(claim.itemId);
    return offering && offering.term_id === termId ? [{ claim, offering }] : [];
  });
}

/**
 * The engine calls this inside every selection of one of the area's offerings, after the student's
 * limit on it was taken and before a place is: the courses to have completed first, one section per
 * course, the term's credit limit and time conflicts with every course the student holds or waits
 * for. A refusal rolls the whole claim back.
 */
export async function guardSelection(tx: SiteDb, claim: { itemId: string; ref: string; userId: string }): Promise<void> {
  const offering = await findOffering(tx, claim.ref);
  const term = await findTerm(tx, offering.term_id);
  await lockStudentTerm(tx, term.id, claim.userId);

  const done = await completedOf(tx, claim.userId, offering.prerequisites);
  const missing = offering.prerequisites.filter((code) => !done.has(code));
  if (missing.length > 0) {
    const names = await courseNames(tx, missing);
    throw refuse(
      'course.prerequisite',
      `需先修读：${missing.map((code) => (names.has(code) ? `${names.get(code)}（${code}）` : code)).join('、')}`,
    );
  }

  const held = (await standingOfferings(tx, claim.userId, term.id)).map((s) => s.offering).filter((o) => o.id !== offering.id);
  if (held.some((o) => o.code === offering.code)) throw refuse('course.same-course', '已选该课程的其他教学班');
  const credits = held.reduce((sum, o) => sum + o.credits, 0);
  if (credits + offering.credits > term.max_credits) {
    throw refuse(
      'course.credits',
      `超出学分上限：已选 ${creditsText(credits)} 学分，上限 ${creditsText(term.max_credits)} 学分，本课程 ${creditsText(offering.credits)} 学分`,
    );
  }
  for (const other of held) {
    const slot = firstConflict(offering.slots, other.slots);
    if (slot) throw refuse('course.conflict', `与《${other.name}》上课时间冲突：${slotText(slot)}`);
  }
}
