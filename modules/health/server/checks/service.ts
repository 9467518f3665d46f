import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { newId } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteClock, siteDay } from '@quad/platform/server/time';
import { profileOf } from '@quad/forms-engine/server';
import { CHECK_CLOSED, CHECK_PARAMS, CHECK_TAKEN, type TCheckAnswer, type TCheckIndex, type TCheckInfo, type TCheckSetting } from '../../contract-check';
import type { THealthSettings } from '../../contract-settings';
import { loadSetup } from '../settings/service';

/** One person's three checks on one site at one moment: the site's day and clock, and the slot that is open. */
export interface TCheckDay {
  siteDb: SiteDb;
  userId: string;
  settings: THealthSettings;
  day: string;
  now: number;
  /** Index into `settings.checkSlots` of the slot open now, -1 between slots. */
  slot: number;
}

type TCheckRow = { id: string; user_id: string; day: string; slot: string; values_json: string; created: number };

/** Slots are inclusive at both ends (the defaults run 06:00–12:00, 12:01–18:00). */
export const openSlot = (settings: THealthSettings, clock: string) => settings.checkSlots.findIndex((s) => s.start <= clock && clock <= s.end);

export async function loadCheckDay(siteDb: SiteDb, site: TSite, userId: string, now: number): Promise<TCheckDay> {
  const { settings } = await loadSetup(siteDb);
  const at = new Date(now * 1000);
  const tz = site.settings.timeZone;
  return { siteDb, userId, settings, day: siteDay(tz, at), now, slot: openSlot(settings, siteClock(tz, at)) };
}

const mine = (c: TCheckDay) => c.siteDb.selectFrom('health_checks').selectAll().where('user_id', '=', c.userId);

function toInfo(c: TCheckDay, row: TCheckRow, creator: string): TCheckInfo {
  const values = JSON.parse(row.values_json) as Record<string, string>;
  const answer = Object.fromEntries(CHECK_PARAMS.map((p) => [p, values[p] ?? ''])) as Record<(typeof CHECK_PARAMS)[number], string>;
  const flag = c.settings.checkSlots.findIndex((s) => s.name === row.slot) + 1;
  return { ...answer, date: row.day.replaceAll('-', ''), flag, uid: row.user_id, creator, created: Number(row.created), id: row.id };
}

/**
 * The original index: the open slot's check when it is reported (`realonly`), else my latest check as
 * the answer to start from, which is what clients re-post after dropping the bookkeeping.
 */
export async function checkIndex(c: TCheckDay): Promise<TCheckIndex> {
  const today = (await mine(c).where('day', '=', c.day).execute()) as TCheckRow[];
  const done = new Set(today.map((r) => r.slot));
  const current = c.settings.checkSlots[c.slot];
  const reported = current ? today.find((r) => r.slot === current.name) : undefined;
  const latest = reported ?? ((await mine(c).orderBy('created', 'desc').limit(1).executeTakeFirst()) as TCheckRow | undefined);
  const creator = latest ? (await profileOf(c.siteDb, c.userId)).realname : '';
  return {
    info: latest ? toInfo(c, latest, creator) : {},
    date: current?.name ?? '',
    ontime: !!current,
    realonly: !!reported,
    day: c.day,
    slots: c.settings.checkSlots.map((s) => ({ ...s, done: done.has(s.name) })),
    title: c.settings.checkTitle,
    desc: c.settings.checkDesc ?? '',
  };
}

/** The original get-setting: the first two slots as morning and afternoon, and all of them. */
export function checkSetting(settings: THealthSettings): TCheckSetting {
  const [am, pm] = settings.checkSlots;
  return {
    amstart: am?.start ?? '',
    amend: am?.end ?? '',
    pmstart: pm?.start ?? '',
    pmend: pm?.end ?? '',
    image: '',
    title: settings.checkTitle,
    desc: settings.checkDesc ?? '',
    slots: settings.checkSlots,
  };
}

/** Saves the open slot's check; a slot takes one check per person (the unique index decides races). */
export async function saveCheck(c: TCheckDay, answer: TCheckAnswer): Promise<{ id: string }> {
  const slot = c.settings.checkSlots[c.slot];
  if (!slot) throw fail(CHECK_CLOSED);
  const values = Object.fromEntries(Object.entries(answer).filter(([, v]) => v !== undefined));
  const id = newId();
  const written = await c.siteDb
    .insertInto('health_checks', { id, user_id: c.userId, day: c.day, slot: slot.name, values_json: JSON.stringify(values), created: c.now })
    .onConflict((oc) => oc.columns(['site_id', 'user_id', 'day', 'slot']).doNothing())
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) throw fail(CHECK_TAKEN);
  return { id };
}
