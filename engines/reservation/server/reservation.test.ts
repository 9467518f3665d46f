import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED } from '@quad/contracts/captcha-calls';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { AppError, refuse } from '@quad/platform/server/errors';
import { nowSeconds } from '@quad/platform/server/ids';
import { serverForFile } from '@quad/server/test/harness';
import type { TReservationSettings } from '../contract';
import {
  cancelClaim,
  checkClaim,
  claimPass,
  claimPlace,
  claimsOf,
  deleteReservationItem,
  drawDigest,
  drawOrder,
  drawResult,
  myClaims,
  prerequisiteForm,
  registerClaimGuard,
  reservationCounts,
  reservationSettings,
  reservationStatus,
  runDraw,
  saveReservationItem,
  setSubscription,
} from './index';

const t = serverForFile();
const north = () => new SiteDb(t.platform.database.db, 'north');
const south = () => new SiteDb(t.platform.database.db, 'south');

let items = 0;
let requests = 0;
const requestId = () => `req_${Date.now()}_${requests++}`;

function settings(overrides: Partial<TReservationSettings> = {}): TReservationSettings {
  const now = nowSeconds();
  return {
    mode: 'grab',
    zones: [{ key: 'main', name: '全场', capacity: 10 }],
    opensAt: now - 60,
    closesAt: now + 3600,
    drawAt: 0,
    grabUntil: 0,
    cancelUntil: 0,
    limit: 1,
    waitlist: false,
    captcha: false,
    audience: { all: true, departments: [], classes: [], roles: [], people: [] },
    prerequisite: '',
    prerequisiteForm: 0,
    ...overrides,
  };
}

const newItem = (overrides: Partial<TReservationSettings> = {}, siteDb = north()) =>
  saveReservationItem(siteDb, { app: 'ticket', ref: `gala_${items++}`, title: '新年晚会', link: '/ticket/detail' }, settings(overrides));

const grab = (itemId: string, userId: string, extra: { zone?: string; requestId?: string; captchaToken?: string } = {}, siteDb = north()) =>
  claimPlace(siteDb, { itemId, userId, requestId: extra.requestId ?? requestId(), ...extra });

/** The refusal's reason, or 'ok' when the grab went through. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.reason ?? error.message;
    throw error;
  }
}

const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((all, o) => ({ ...all, [o]: (all[o] ?? 0) + 1 }), {});

describe('grabbing', () => {
  it('2,000 people grabbing 100 tickets at once: exactly 100 win, the rest are told 票已抢光', async () => {
    const itemId = await newItem({ zones: [{ key: 'main', name: '全场', capacity: 100 }] });
    const outcomes = await Promise.all(Array.from({ length: 2000 }, (_, i) => outcome(grab(itemId, `crowd_${itemId}_${i}`))));
    expect(tally(outcomes)).toEqual({ ok: 100, 'reservation.sold-out': 1900 });
    const counts = await reservationCounts(north(), itemId);
    expect(counts).toMatchObject({ capacity: 100, won: 100, waiting: 0 });
    expect(counts.zones[0]).toMatchObject({ remaining: 0 });
    expect((await claimsOf(north(), itemId)).map((c) => c.claim.state)).toEqual(Array(100).fill('won'));
  }, 60_000);

  it('one student tapping 20 times at once gets one ticket; a retry of one tap answers the same ticket', async () => {
    const itemId = await newItem();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => outcome(grab(itemId, 'eager'))));
    expect(tally(outcomes)).toEqual({ ok: 1, 'reservation.limit': 19 });

    const other = await newItem();
    const same = requestId();
    const claims = await Promise.all(Array.from({ length: 10 }, () => grab(other, 'retrier', { requestId: same })));
    expect(new Set(claims.map((c) => c.id)).size).toBe(1);
    expect(claims[0]).toMatchObject({ state: 'won', cancellable: true });
    expect(claims[0]!.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect((await reservationCounts(north(), other)).won).toBe(1);
  });

  it('once sold out, still answers a winner’s retry with their ticket, tells everyone else 票已抢光, and sells a place given back', async () => {
    const itemId = await newItem({ zones: [{ key: 'main', name: '全场', capacity: 2 }] });
    const tap = requestId();
    const won = await grab(itemId, 'sold_winner', { requestId: tap });
    await grab(itemId, 'sold_second');
    // The first refusal after the last place, then the ones refused from what it left in memory.
    for (const late of ['sold_late_1', 'sold_late_2', 'sold_late_1']) expect(await outcome(grab(itemId, late))).toBe('reservation.sold-out');
    expect(await grab(itemId, 'sold_winner', { requestId: tap })).toMatchObject({ id: won.id, state: 'won', code: won.code });
    expect(await outcome(grab(itemId, 'sold_winner'))).toBe('reservation.sold-out');

    await cancelClaim(north(), { claimId: won.id, userId: 'sold_winner' });
    expect(await grab(itemId, 'sold_late_2')).toMatchObject({ state: 'won' });
    expect(await outcome(grab(itemId, 'sold_late_1'))).toBe('reservation.sold-out');
    expect((await reservationCounts(north(), itemId)).won).toBe(2);
  });

  it('keeps a person within a limit of two across zones, and never sells a zone beyond its places', async () => {
    const itemId = await newItem({
      limit: 2,
      zones: [
        { key: 'stalls', name: '池座', capacity: 2 },
        { key: 'balcony', name: '楼座', capacity: 1 },
      ],
    });
    expect(await grab(itemId, 'pair', { zone: 'stalls' })).toMatchObject({ zone: 'stalls', zoneName: '池座', state: 'won' });
    expect(await grab(itemId, 'pair', { zone: 'balcony' })).toMatchObject({ zoneName: '楼座' });
    expect(await outcome(grab(itemId, 'pair', { zone: 'stalls' }))).toBe('reservation.limit');
    expect(await outcome(grab(itemId, 'late', { zone: 'balcony' }))).toBe('reservation.sold-out');
    expect(await outcome(grab(itemId, 'late'))).toBe('请选择分区');
    const status = await reservationStatus(north(), itemId, 'pair');
    expect(status).toMatchObject({ phase: 'open', capacity: 3, remaining: 1 });
    expect(status.mine.map((c) => c.zoneName)).toEqual(['池座', '楼座']);
  });

  it('refuses before the opening and after the closing, outside the audience, and without the prerequisite activity, form or captcha', async () => {
    const now = nowSeconds();
    const upcoming = await newItem({ opensAt: now + 600, closesAt: now + 3600 });
    expect(await outcome(grab(upcoming, 'early'))).toBe('reservation.not-started');
    expect(await reservationStatus(north(), upcoming, 'early')).toMatchObject({ phase: 'upcoming', remaining: 10 });
    const ended = await newItem({ opensAt: now - 3600, closesAt: now - 60 });
    expect(await outcome(grab(ended, 'late'))).toBe('reservation.ended');
    expect((await reservationStatus(north(), ended, 'late')).phase).toBe('ended');

    const student = (await north().selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow()).id;
    const forTeachers = await newItem({ audience: { all: false, departments: [], classes: [], roles: [], people: ['teacher'] } });
    expect(await outcome(grab(forTeachers, student))).toBe('reservation.audience');
    expect((await reservationStatus(north(), forTeachers, student)).barred).toBe('audience');
    expect((await reservationSettings(north(), forTeachers)).audience.people).toEqual(['teacher']);

    const lecture = await newItem();
    const needsLecture = await newItem({ prerequisite: lecture });
    expect(await outcome(grab(needsLecture, student))).toBe('reservation.prerequisite');
    const ticket = await grab(lecture, student);
    const pass = await claimPass(north(), ticket.id, student);
    await checkClaim(north(), { token: pass.token, itemIds: [lecture], staffId: 'door', timeZone: 'Asia/Shanghai' });
    expect(await outcome(grab(needsLecture, student))).toBe('ok');

    // A filled form as the prerequisite: named by its number, refused until the person has answered it.
    const form = await north().selectFrom('forms').select(['id', 'no', 'title']).where('status', '!=', 'draft').where('version', '>', 0).executeTakeFirstOrThrow();
    await expect(newItem({ prerequisiteForm: 987_654 })).rejects.toThrow('前置表单不存在或未发布');
    const needsForm = await newItem({ prerequisiteForm: form.no });
    expect((await reservationSettings(north(), needsForm)).prerequisiteForm).toBe(form.no);
    expect(await prerequisiteForm(north(), form.no)).toEqual({ no: form.no, title: form.title });
    expect(await outcome(grab(needsForm, 'form_filler'))).toBe('reservation.prerequisite');
    expect((await reservationStatus(north(), needsForm, 'form_filler')).barred).toBe('form');
    const at = nowSeconds();
    await north()
      .insertInto('form_answers', { id: `answer_${at}`, form_id: form.id, version: 1, user_id: 'form_filler', slot: `answer_${at}`, day: '2026-11-28', values_json: '{}', search_text: '', starter_dept_id: '', request_id: `r_${at}`, created: at, updated: at })
      .execute();
    expect((await reservationStatus(north(), needsForm, 'form_filler')).barred).toBe('');
    expect(await outcome(grab(needsForm, 'form_filler'))).toBe('ok');
    // The answer is north's: the same number on south is south's own form, which this person has not filled.
    const southItem = await newItem({ prerequisiteForm: (await south().selectFrom('forms').select('no').where('status', '!=', 'draft').where('version', '>', 0).executeTakeFirstOrThrow()).no }, south());
    expect(await outcome(grab(southItem, 'form_filler', {}, south()))).toBe('reservation.prerequisite');

    const guarded = await newItem({ captcha: true });
    expect(await outcome(grab(guarded, 'bot'))).toBe(CAPTCHA_REQUIRED);
    expect(await outcome(grab(guarded, 'bot', { captchaToken: 'made-up' }))).toBe(CAPTCHA_REQUIRED);
    expect((await reservationCounts(north(), guarded)).won).toBe(0);
  });
});

describe('giving back', () => {
  it('a cancellation promotes the first of the waitlist exactly once, in order, and the promoted person is told', async () => {
    const itemId = await newItem({ zones: [{ key: 'main', name: '全场', capacity: 2 }], waitlist: true });
    const [a, b] = [await grab(itemId, 'holder_a'), await grab(itemId, 'holder_b')];
    const c = await grab(itemId, 'waiter_c');
    const d = await grab(itemId, 'waiter_d');
    const e = await grab(itemId, 'waiter_e');
    expect([a.state, b.state, c.state, d.state, e.state]).toEqual(['won', 'won', 'waiting', 'waiting', 'waiting']);
    expect([c.position, d.position, e.position]).toEqual([1, 2, 3]);
    expect(c.code).toBe('');

    await Promise.all([cancelClaim(north(), { claimId: a.id, userId: 'holder_a' }), cancelClaim(north(), { claimId: b.id, userId: 'holder_b' })]);
    const stateOf = async (user: string) => (await reservationStatus(north(), itemId, user)).mine[0];
    expect(await stateOf('waiter_c')).toMatchObject({ state: 'won' });
    expect(await stateOf('waiter_d')).toMatchObject({ state: 'won' });
    expect(await stateOf('waiter_e')).toMatchObject({ state: 'waiting', position: 1 });
    expect((await reservationCounts(north(), itemId)).zones[0]).toMatchObject({ capacity: 2, remaining: 0 });
    const told = await north().selectFrom('messages').select('title').where('user_id', '=', 'waiter_c').execute();
    expect(told.map((m) => m.title)).toContain('候补成功：新年晚会');
    expect(await outcome(cancelClaim(north(), { claimId: a.id, userId: 'holder_a' }))).toBe('这张票已经退了');
  });

  it('a place given back with nobody waiting is on sale again at once, and its subscribers are told', async () => {
    const itemId = await newItem({ zones: [{ key: 'main', name: '全场', capacity: 1 }] });
    const won = await grab(itemId, 'first');
    expect(await outcome(grab(itemId, 'second'))).toBe('reservation.sold-out');
    expect((await reservationStatus(north(), itemId, 'second')).phase).toBe('sold-out');
    await setSubscription(north(), itemId, 'second', true);
    await setSubscription(north(), itemId, 'second', true);
    expect((await reservationStatus(north(), itemId, 'second')).subscribed).toBe(true);

    await cancelClaim(north(), { claimId: won.id, userId: 'first' });
    expect((await reservationStatus(north(), itemId, 'second')).phase).toBe('open');
    const due = await north().selectFrom('due_work').select('kind').where('key', '=', itemId).execute();
    expect(due.map((d) => d.kind)).toContain('reservation.returned');
    expect(await outcome(grab(itemId, 'second'))).toBe('ok');
    expect(await outcome(cancelClaim(north(), { claimId: won.id, userId: 'second' }))).toBe('票不存在');
  });

  it('refuses giving back after the deadline, and a checked ticket', async () => {
    const now = nowSeconds();
    const itemId = await newItem({ cancelUntil: now - 1 });
    const claim = await grab(itemId, 'too_late');
    expect(claim.cancellable).toBe(false);
    expect(await outcome(cancelClaim(north(), { claimId: claim.id, userId: 'too_late' }))).toBe('已过退票截止时间');
  });
});

describe('the draw', () => {
  it('books while open (预约成功，等待分票), then draws reproducibly from its seed, logged, and only once', async () => {
    const now = nowSeconds();
    const itemId = await newItem({ mode: 'draw', zones: [{ key: 'main', name: '全场', capacity: 3 }], opensAt: now - 60, closesAt: now + 3600, drawAt: now + 3600 });
    const bookings = [];
    for (let i = 0; i < 8; i++) bookings.push(await grab(itemId, `booker_${i}`));
    expect(new Set(bookings.map((b) => b.state))).toEqual(new Set(['pending']));
    expect(bookings[0]!.code).toBe('');

    const result = await runDraw(north(), itemId, 'a-fixed-seed-for-the-test');
    const order = drawOrder('a-fixed-seed-for-the-test', bookings.map((b) => b.id));
    expect(drawOrder('a-fixed-seed-for-the-test', [...bookings.map((b) => b.id)].reverse())).toEqual(order);
    const winners = new Set(order.slice(0, 3));
    expect(result).toMatchObject({ entrants: 8, winners: 3, seed: 'a-fixed-seed-for-the-test' });
    expect(result.digest).toBe(drawDigest(result.seed, order.map((id) => ({ id, won: winners.has(id) }))));
    const states = await claimsOf(north(), itemId);
    expect(states.filter((s) => s.claim.state === 'won').map((s) => s.claim.id).sort()).toEqual([...winners].sort());
    expect(states.filter((s) => s.claim.state === 'lost')).toHaveLength(5);

    expect(await runDraw(north(), itemId, 'another-seed')).toEqual(result);
    expect(await drawResult(north(), itemId)).toEqual(result);
    const audit = await north().selectFrom('audit_log').select('after').where('action', '=', 'reservation.draw').where('target_id', '=', itemId).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ seed: result.seed, digest: result.digest });
    const lostOne = states.find((s) => s.claim.state === 'lost')!;
    const told = await north().selectFrom('messages').select('title').where('user_id', '=', lostOne.userId).execute();
    expect(told.map((m) => m.title)).toContain('未中签：新年晚会');
    await expect(saveReservationItem(north(), { app: 'ticket', ref: 'x', id: itemId, title: 't', link: '' }, settings({ mode: 'draw', drawAt: now + 7200 }))).rejects.toThrow('已经抽签');
  });
});

describe('giving back after the draw', () => {
  it('a winner’s place goes to the first booking the draw left out, in the draw’s order, once each; then back on sale', async () => {
    const now = nowSeconds();
    const itemId = await newItem({ mode: 'draw', zones: [{ key: 'main', name: '全场', capacity: 2 }], closesAt: now + 3600, drawAt: now + 3600, cancelUntil: now + 7200 });
    const bookings = [];
    for (let i = 0; i < 5; i++) bookings.push(await grab(itemId, `lucky_${i}`));
    await runDraw(north(), itemId, 'seed-of-the-promotion-test');
    const order = drawOrder('seed-of-the-promotion-test', bookings.map((b) => b.id));
    const userOf = new Map(bookings.map((b, i) => [b.id, `lucky_${i}`]));
    const stateOf = async (id: string) => (await claimsOf(north(), itemId)).find((c) => c.claim.id === id)!.claim.state;
    expect(await Promise.all(order.map(stateOf))).toEqual(['won', 'won', 'lost', 'lost', 'lost']);

    // Both winners give back at once: the third and fourth of the draw's order get the places, once each.
    await Promise.all(order.slice(0, 2).map((id) => cancelClaim(north(), { claimId: id, userId: userOf.get(id)! })));
    expect(await Promise.all(order.map(stateOf))).toEqual(['cancelled', 'cancelled', 'won', 'won', 'lost']);
    const told = await north().selectFrom('messages').select('title').where('user_id', '=', userOf.get(order[2]!)!).execute();
    expect(told.map((m) => m.title)).toContain('递补中签：新年晚会');
    const audit = await north().selectFrom('audit_log').select('after').where('action', '=', 'reservation.promote').where('target_id', '=', itemId).execute();
    expect(audit.map((a) => JSON.parse(a.after).claimId).sort()).toEqual([order[2], order[3]].sort());
    expect((await reservationCounts(north(), itemId)).zones[0]).toMatchObject({ capacity: 2, remaining: 0 });

    // The last left out is promoted next; with nobody left, a place given back is simply free again.
    await cancelClaim(north(), { claimId: order[2]!, userId: userOf.get(order[2]!)! });
    expect(await stateOf(order[4]!)).toBe('won');
    await cancelClaim(north(), { claimId: order[3]!, userId: userOf.get(order[3]!)! });
    expect((await reservationCounts(north(), itemId)).zones[0]).toMatchObject({ capacity: 2, remaining: 1 });
  });
});

describe('a first-come round after the draw', () => {
  it('those the draw left out may take the places left and join the waitlist, which a place given back then serves', async () => {
    const now = nowSeconds();
    const itemId = await newItem({ mode: 'draw', zones: [{ key: 'main', name: '全场', capacity: 3 }], closesAt: now + 3600, drawAt: now + 3600, grabUntil: now + 7200, waitlist: true });
    const bookings = [];
    for (let i = 0; i < 5; i++) bookings.push(await grab(itemId, `second_${i}`));
    await runDraw(north(), itemId, 'seed-of-the-second-round');
    const order = drawOrder('seed-of-the-second-round', bookings.map((b) => b.id));
    const userOf = new Map(bookings.map((b, i) => [b.id, `second_${i}`]));
    const [winner, , , leftOut] = order.map((id) => userOf.get(id)!);
    expect(await reservationStatus(north(), itemId, leftOut!)).toMatchObject({ phase: 'sold-out', grabUntil: now + 7200, remaining: 0 });

    // The one left out is in line like anyone new; a winner keeps their one place.
    expect(await grab(itemId, leftOut!)).toMatchObject({ state: 'waiting', position: 1 });
    expect(await grab(itemId, 'newcomer')).toMatchObject({ state: 'waiting', position: 2 });
    expect(await outcome(grab(itemId, winner!))).toBe('reservation.limit');
    await cancelClaim(north(), { claimId: order[0]!, userId: winner! });
    const mine = (await reservationStatus(north(), itemId, leftOut!)).mine.map((c) => c.state);
    expect(mine.sort()).toEqual(['lost', 'won']);
    expect(await runDraw(north(), itemId)).toMatchObject({ winners: 3 });
  });

  it('refuses a second round that does not follow a draw, or ends before it', async () => {
    const now = nowSeconds();
    await expect(newItem({ grabUntil: now + 7200 })).rejects.toMatchObject({ data: { errors: { grabUntil: '只有抽签方式才有抽签后的余量抢选' } } });
    await expect(newItem({ mode: 'draw', closesAt: now + 3600, drawAt: now + 3600, grabUntil: now + 60 })).rejects.toMatchObject({ data: { errors: { grabUntil: '余量抢选截止时间必须晚于抽签时间' } } });
  });
});

describe("an area's own guard", () => {
  it('runs in the claim’s transaction: a refusal takes nothing, not even the person’s limit', async () => {
    const blocked = new Set(['over_credits']);
    registerClaimGuard('guarded', async (tx, claim) => {
      expect(await tx.selectFrom('reservation_holders').select('held').where('item_id', '=', claim.itemId).where('user_id', '=', claim.userId).executeTakeFirst()).toMatchObject({ held: 1 });
      if (blocked.has(claim.userId)) throw refuse('guarded.rule', '超出学分上限');
    });
    const itemId = await saveReservationItem(north(), { app: 'guarded', ref: 'course_1', title: '高等数学', link: '' }, settings());
    expect(await outcome(grab(itemId, 'over_credits'))).toBe('guarded.rule');
    expect((await reservationCounts(north(), itemId)).won).toBe(0);
    blocked.clear();
    expect(await grab(itemId, 'over_credits')).toMatchObject({ state: 'won' });
    expect(await grab(await newItem(), 'over_credits')).toMatchObject({ state: 'won' });
  });
});

describe('deleting an item', () => {
  it('takes an item nobody took part in away with its places and jobs, and refuses one with claims', async () => {
    const now = nowSeconds();
    const unused = await newItem({ mode: 'draw', opensAt: now + 600, closesAt: now + 3600, drawAt: now + 3600 });
    const taken = await newItem();
    await grab(taken, 'keeper');
    const jobs = () => north().selectFrom('due_work').select('kind').where('key', '=', unused).execute();
    expect((await jobs()).map((j) => j.kind).sort()).toEqual(['reservation.draw', 'reservation.opened']);
    await north().transaction((tx) => deleteReservationItem(tx, unused));
    await expect(reservationSettings(north(), unused)).rejects.toThrow('活动不存在或已删除');
    expect(await north().selectFrom('reservation_stock').select('item_id').where('item_id', '=', unused).execute()).toEqual([]);
    expect(await jobs()).toEqual([]);
    await expect(north().transaction((tx) => deleteReservationItem(tx, taken))).rejects.toThrow('已有人参与，不能删除');
    await expect(south().transaction((tx) => deleteReservationItem(tx, taken))).rejects.toThrow('活动不存在或已删除');
    expect((await reservationCounts(north(), taken)).won).toBe(1);
  });
});

describe('checking in', () => {
  it('marks a ticket 已验票 by its QR or its 兑换码 once, and answers when it was checked on the next scan', async () => {
    const itemId = await newItem();
    const claim = await grab(itemId, 'guest');
    const pass = await claimPass(north(), claim.id, 'guest');
    expect(pass.code).toBe(claim.code);
    const check = (input: { token?: string; code?: string }, itemIds = [itemId], siteDb = north()) =>
      checkClaim(siteDb, { ...input, itemIds, staffId: 'door', timeZone: 'Asia/Shanghai' });

    expect(await check({ token: pass.token }, ['another-item'])).toMatchObject({ result: 'other-item' });
    expect(await check({ token: pass.token }, [itemId], south())).toMatchObject({ result: 'invalid', holder: null });
    const first = await check({ token: pass.token });
    expect(first).toMatchObject({ result: 'checked', message: '验票成功' });
    const again = await check({ code: claim.code.toLowerCase().replace(/(.{5})/, '$1-') });
    expect(again).toMatchObject({ result: 'already', checkedAt: first.checkedAt });
    expect(again.message).toMatch(/^已验票（\d{4}-\d\d-\d\d \d\d:\d\d 已检），请勿重复入场$/);
    expect(await check({ code: 'NOSUCHCODE' })).toMatchObject({ result: 'invalid' });
    expect(await outcome(cancelClaim(north(), { claimId: claim.id, userId: 'guest' }))).toBe('已验票，不能退票');
    expect((await myClaims(north(), 'guest', 'ticket'))[0]).toMatchObject({ itemId, state: 'checked', cancellable: false });
  });
});

describe('sites', () => {
  it("another site finds nothing of this site's items and claims", async () => {
    const itemId = await newItem();
    const claim = await grab(itemId, 'local');
    expect(await outcome(grab(itemId, 'local', {}, south()))).toBe('活动不存在或已删除');
    expect(await outcome(reservationStatus(south(), itemId, 'local'))).toBe('活动不存在或已删除');
    expect(await outcome(cancelClaim(south(), { claimId: claim.id, userId: 'local' }))).toBe('票不存在');
    expect(await outcome(claimPass(south(), claim.id, 'local'))).toBe('票不存在');
    expect(await myClaims(south(), 'local', 'ticket')).toEqual([]);
    expect(await outcome(saveReservationItem(south(), { app: 'ticket', ref: 'y', id: itemId, title: 't', link: '' }, settings()))).toBe('活动不存在或已删除');
  });
});
