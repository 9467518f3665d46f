import type { FastifyInstance } from 'fastify';
import type { TDialect } from '@quad/platform/server/db/database';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import { sendMessage } from '@quad/messages-engine/server';
import type { TPlatform } from '@quad/platform/server/module';
import { siteClock, siteDay } from '@quad/platform/server/time';
import { listIds, reminderMessage } from '../views/service-people';
import { siteViewer } from '../views/service-viewer';

/** How often every site is looked at; the reminder goes out on the first tick after `remindAt`. */
export const REMIND_TICK_MS = 60_000;

export interface TReminderSite {
  siteDb: SiteDb;
  dialect: TDialect;
  timeZone: string;
}

/**
 * The daily reminder of one site at `now`: once `settings.remindAt` has passed on the site's clock,
 * the day's run is claimed (its primary key lets exactly one instance and one tick have it), then
 * everyone in the daily report's audience who has not reported today gets an inbox message. Claim,
 * messages and count are one transaction: a failure leaves the day unclaimed for the next tick.
 * Answers how many were sent, or undefined when it was not this call's to send. Sites that never
 * used health reports are left alone (nothing is set up for them here).
 */
export async function runDailyReminder(s: TReminderSite, now: number = nowSeconds()): Promise<number | undefined> {
  const setup = await s.siteDb.selectFrom('health_setup').select('report_form_no').executeTakeFirst();
  if (!setup || Number(setup.report_form_no) === 0) return undefined;
  const at = new Date(now * 1000);
  const v = await siteViewer({ ...s, userId: '' }, at);
  const { remindAt } = v.setup.settings;
  if (!remindAt || siteClock(s.timeZone, at) < remindAt) return undefined;
  const day = siteDay(s.timeZone, at);
  return s.siteDb.transaction(async (tx) => {
    const claimed = await tx
      .insertInto('health_reminder_runs', { day, kind: 'daily', sent: 0, created: now })
      .onConflict((oc) => oc.columns(['site_id', 'day', 'kind']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    // Read through the transaction: on SQLite its one connection is busy with it until it ends.
    const missing = await listIds({ ...v, siteDb: tx }, { kind: 'daily', day, status: 'missing' });
    const sent = await sendMessage(tx, reminderMessage('daily', missing), now);
    await tx.updateTable('health_reminder_runs').set({ sent }).where('day', '=', day).where('kind', '=', 'daily').execute();
    return sent;
  });
}

/** The daily reminder of every site, looked at each minute (a platform job). */
export function addReminderJob(app: FastifyInstance, platform: TPlatform): void {
  app.jobs.add({
    name: 'health.remind',
    everyMs: REMIND_TICK_MS,
    run: (siteDb, site, now) => runDailyReminder({ siteDb, dialect: platform.database.dialect, timeZone: site.settings.timeZone }, now),
  });
}
