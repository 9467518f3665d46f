import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { loadMember, memberMatches } from '@quad/platform/server/identity/audience';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TClaim } from '@quad/reservation-engine/contract';
import { cancelClaim, claimPlace, myClaims, reservationStatus, reservationStatuses } from '@quad/reservation-engine/server';
import type { TCourseTerm, TMyCourse, TOfferingDetail, TOfferingItem } from '../contract';
import type { TCourseCategory } from '../rules';
import { offeringFacts, offeringItem, termItem } from './presenter';
import { standingOfferings } from './service-guard';
import {
  audienceOfTerm,
  completedOf,
  courseNames,
  findOffering,
  findTerm,
  offeringsByItems,
  offeringsOfTerm,
  recentTerms,
  type TTermRow,
} from './store';

/** A term stays on the phone for a month after its round 2 ended: students look back at their timetable. */
const SHOWN_AFTER_END = 30 * 86_400;

/** A term I may select in, or 选课批次不存在 (outside its audience too: nothing is told about it). */
async function myTerm(siteDb: SiteDb, userId: string, termId: string): Promise<TTermRow> {
  const term = await findTerm(siteDb, termId);
  if (!memberMatches(await loadMember(siteDb, userId), audienceOfTerm(term))) throw notFound('选课批次不存在');
  return term;
}

const creditsHeld = async (siteDb: SiteDb, userId: string, termId: string) =>
  (await standingOfferings(siteDb, userId, termId)).reduce((sum, s) => sum + s.offering.credits, 0);

const termFor = async (siteDb: SiteDb, userId: string, term: TTermRow, now = nowSeconds()): Promise<TCourseTerm> =>
  termItem(term, await creditsHeld(siteDb, userId, term.id), now);

/** The terms open to me, those still running first. */
export async function myTerms(siteDb: SiteDb, userId: string): Promise<{ list: TCourseTerm[] }> {
  const now = nowSeconds();
  const member = await loadMember(siteDb, userId);
  const list: TCourseTerm[] = [];
  for (const term of await recentTerms(siteDb, now - SHOWN_AFTER_END)) {
    if (memberMatches(member, audienceOfTerm(term))) list.push(await termFor(siteDb, userId, term, now));
  }
  list.sort((a, b) => Number(a.phase === 'ended') - Number(b.phase === 'ended'));
  return { list };
}

const matches = (o: TOfferingItem, keyword: string) =>
  [o.name, o.code, o.teacher].some((text) => text.toLowerCase().includes(keyword.toLowerCase()));

/** A term's offerings for me (by name, code or teacher; by category), each with what is left and my selection. */
export async function termOfferings(
  siteDb: SiteDb,
  userId: string,
  input: { termId: string; keyword?: string; category?: TCourseCategory },
): Promise<{ term: TCourseTerm; list: TOfferingItem[] }> {
  const term = await myTerm(siteDb, userId, input.termId);
  const offerings = (await offeringsOfTerm(siteDb, term.id)).filter((o) => !input.category || o.category === input.category);
  const statuses = await reservationStatuses(
    siteDb,
    offerings.map((o) => o.item_id),
    userId,
  );
  const list = offerings.map((o) => offeringItem(o, statuses.get(o.item_id)!)).filter((o) => !input.keyword || matches(o, input.keyword));
  return { term: await termFor(siteDb, userId, term), list };
}

/** One offering for me: its slots, its prerequisites (done or not), its live status and my claims. */
export async function offeringDetail(siteDb: SiteDb, userId: string, id: string): Promise<TOfferingDetail> {
  const offering = await findOffering(siteDb, id);
  const term = await myTerm(siteDb, userId, offering.term_id);
  const status = await reservationStatus(siteDb, offering.item_id, userId);
  const done = await completedOf(siteDb, userId, offering.prerequisites);
  const names = await courseNames(siteDb, offering.prerequisites);
  return {
    ...offeringItem(offering, status),
    description: offering.description,
    term: await termFor(siteDb, userId, term),
    prerequisites: offering.prerequisites.map((code) => ({ code, name: names.get(code) ?? '', done: done.has(code) })),
    status,
  };
}

/** 预选 or 选课: the engine's claim, which runs the area's guard inside its transaction. */
export async function selectOffering(siteDb: SiteDb, userId: string, input: { id: string; requestId: string }): Promise<TClaim> {
  const offering = await findOffering(siteDb, input.id);
  return claimPlace(siteDb, { itemId: offering.item_id, userId, requestId: input.requestId });
}

/** 退课: only my claim on one of this area's offerings, and only before the term's drop deadline. */
export async function dropSelection(siteDb: SiteDb, userId: string, claimId: string): Promise<void> {
  const [claim] = await myClaims(siteDb, userId, 'course', claimId);
  const offering = claim && (await offeringsByItems(siteDb, [claim.itemId])).get(claim.itemId);
  if (!claim || !offering) throw notFound('选课记录不存在');
  const term = await findTerm(siteDb, offering.term_id);
  if (nowSeconds() >= term.drop_until) throw fail('已过退课截止时间');
  await cancelClaim(siteDb, { claimId, userId });
}

/** 我的课表: my claims of a term (dropped ones left out), newest first, each with its offering. */
export async function myTermCourses(siteDb: SiteDb, userId: string, termId: string): Promise<{ term: TCourseTerm; list: TMyCourse[] }> {
  const term = await myTerm(siteDb, userId, termId);
  const claims = (await myClaims(siteDb, userId, 'course')).filter((c) => c.state !== 'cancelled');
  const offerings = await offeringsByItems(
    siteDb,
    claims.map((c) => c.itemId),
  );
  const list: TMyCourse[] = [];
  for (const { itemId, ...claim } of claims) {
    const offering = offerings.get(itemId);
    if (offering?.term_id === term.id) list.push({ ...claim, offering: offeringFacts(offering) });
  }
  return { term: await termFor(siteDb, userId, term), list };
}
