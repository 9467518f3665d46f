import { expect } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { runDraw } from '@quad/reservation-engine/server';
import { askJson, HOSTS, type TTestApp } from '@quad/server/test/harness';
import type { TSlot } from '../rules';

export type TBody = { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string>; reason?: string } };

const HOUR = 3600;
export const now = () => Math.floor(Date.now() / 1000);

let seq = 0;
export const requestId = () => `req_${Date.now()}_${seq++}`;
/** A course code no other test uses. */
export const code = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}${seq++}`;

export const slot = (day: number, from: number, to: number, over: Partial<TSlot> = {}): TSlot => ({
  day,
  from,
  to,
  weekFrom: 1,
  weekTo: 16,
  parity: 'all',
  ...over,
});

/** Round 1 open now, the draw in two hours, round 2 for a day after it. */
export const roundOneTimes = () => ({
  opensAt: now() - HOUR,
  closesAt: now() + HOUR,
  drawAt: now() + 2 * HOUR,
  grabUntil: now() + 26 * HOUR,
  dropUntil: now() + 26 * HOUR,
});
/** Round 1 over and drawn (the test runs the draw): round 2 open for an hour, drops too unless told. */
export const roundTwoTimes = (over: Record<string, number> = {}) => ({
  opensAt: now() - 4 * HOUR,
  closesAt: now() - 3 * HOUR,
  drawAt: now() - 2 * HOUR,
  grabUntil: now() + HOUR,
  dropUntil: now() + HOUR,
  ...over,
});

/** The calls of one test file's server, as the console and the phone make them. */
export function courseKit(t: Pick<TTestApp, 'app' | 'platform'> & { c: { admin: string } }) {
  const ask = (url: string, cookie: string, input?: Record<string, unknown>, host: string = HOSTS.north) =>
    askJson<TBody>(t.app, url, cookie, input, host);
  const siteDb = (site = 'north') => new SiteDb(t.platform.database.db, site);

  async function newTerm(
    times: Record<string, number>,
    over: Record<string, unknown> = {},
    cookie = t.c.admin,
    host: string = HOSTS.north,
  ) {
    const saved = await ask(
      '/course/api/manage/term/save',
      cookie,
      { name: `测试学期${seq++}`, maxCredits: 250, all: true, ...times, ...over },
      host,
    );
    expect(saved.e, saved.m).toBe(0);
    return saved.d.id as string;
  }

  async function newOffering(termId: string, over: Record<string, unknown> = {}, cookie = t.c.admin, host: string = HOSTS.north) {
    const saved = await ask(
      '/course/api/manage/offering/save',
      cookie,
      {
        termId,
        code: code(),
        name: '测试课程',
        credits: 20,
        teacher: '王老师',
        place: '教一-101',
        category: 'elective',
        capacity: 30,
        slots: [slot(1, 1, 2)],
        ...over,
      },
      host,
    );
    expect(saved.e, saved.m).toBe(0);
    return saved.d.id as string;
  }

  const itemOf = async (offeringId: string, site = 'north') =>
    (await siteDb(site).selectFrom('course_offerings').select('item_id').where('id', '=', offeringId).executeTakeFirstOrThrow()).item_id;

  /** Runs the draw of every offering of a term now, each with its own seed: round 2 opens. */
  async function drawTerm(termId: string, site = 'north') {
    const rows = await siteDb(site).selectFrom('course_offerings').select('item_id').where('term_id', '=', termId).execute();
    for (const row of rows) await runDraw(siteDb(site), row.item_id, `seed-${row.item_id}`);
  }

  const select = (id: string, cookie: string, host: string = HOSTS.north) =>
    ask('/course/api/select', cookie, { id, requestId: requestId() }, host);

  return { ask, siteDb, newTerm, newOffering, itemOf, drawTerm, select };
}
