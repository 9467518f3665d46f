import { describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { newId } from '@quad/platform/server/ids';
import { healthKitForFile } from '../health-test-kit';
import { runDailyReminder } from './reminders';
import { loadSetup } from '../settings/service';
import { findPublishedForm } from '@quad/forms-engine/server';

/** Set to make the inbox fail: the step after the day's run is claimed. */
const inbox = vi.hoisted(() => ({ failing: false }));
vi.mock('@quad/messages-engine/server/messages', async (importOriginal) =>
  (await import('@quad/server/test/failing-inbox')).withFailingInbox(await importOriginal(), inbox),
);

const k = healthKitForFile();

// A day of its own, far from today, so the running server's ticker never has it: 11:00 and 09:00 in Shanghai.
const DAY = '2099-01-05';
const at = (utcHour: number) => Date.parse(`${DAY}T${String(utcHour).padStart(2, '0')}:00:00Z`) / 1000;

describe('the scheduled daily reminder', () => {
  it('goes out once a day after remindAt, even when run twice, and not to those who reported', async () => {
    const setup = await loadSetup(k.north);
    expect(setup.settings.remindAt).toBe('10:00');
    const form = await findPublishedForm(k.north, setup.reportFormNo);
    const reporters = await k.north.selectFrom('users').select('id').where('type', '=', 'student').limit(2).execute();
    for (const r of reporters) {
      await k.north
        .insertInto('form_answers', { id: newId(), form_id: form.id, version: form.version, user_id: r.id, slot: DAY, day: DAY, values_json: '{}', search_text: '', starter_dept_id: '', request_id: newId(), created: at(1), updated: at(1) })
        .execute();
    }
    const site = { siteDb: k.north, dialect: k.t.platform.database.dialect, timeZone: 'Asia/Shanghai' };
    expect(await runDailyReminder(site, at(1))).toBeUndefined();
    const active = await k.north.selectFrom('users').select('id').where('status', '=', 'active').execute();
    const [first, second] = await Promise.all([runDailyReminder(site, at(3)), runDailyReminder(site, at(3))]);
    expect([first, second].filter((n) => n !== undefined)).toEqual([active.length - reporters.length]);
    expect(await runDailyReminder(site, at(5))).toBeUndefined();
    const sent = await k.north.selectFrom('messages').select('user_id').where('app_key', '=', 'ncov').where('created', '=', at(3)).execute();
    expect(sent.length).toBe(active.length - reporters.length);
    expect(sent.map((m) => m.user_id)).not.toEqual(expect.arrayContaining([reporters[0].id]));
    const run = await k.north.selectFrom('health_reminder_runs').selectAll().where('day', '=', DAY).execute();
    expect(run).toMatchObject([{ kind: 'daily', sent: active.length - reporters.length }]);
    // Another site's run of the same day is its own, and sends only to its own people.
    const southSent = await runDailyReminder({ ...site, siteDb: k.south }, at(3));
    const southActive = await k.south.selectFrom('users').select('id').where('status', '=', 'active').execute();
    expect(southSent).toBe(southActive.length);
  });
});

describe('a daily reminder that fails half-way', () => {
  it('is not marked as sent: nobody was told, and the next tick sends it', async () => {
    const day = '2099-02-07';
    const nine = Date.parse(`${day}T03:00:00Z`) / 1000;
    // A site of its own: the first test's day and runs stay as they were.
    const east = new SiteDb(k.t.platform.database.db, 'east');
    const site = { siteDb: east, dialect: k.t.platform.database.dialect, timeZone: 'Asia/Shanghai' };
    const runs = () => east.selectFrom('health_reminder_runs').select('sent').where('day', '=', day).execute();
    inbox.failing = true;
    await expect(runDailyReminder(site, nine)).rejects.toThrow('inbox unavailable');
    inbox.failing = false;
    expect(await runs()).toEqual([]);
    const sent = await runDailyReminder(site, nine + 60);
    expect(sent).toBeGreaterThan(0);
    expect(await runs()).toEqual([{ sent }]);
    expect((await east.selectFrom('messages').select('id').where('app_key', '=', 'ncov').where('created', '=', nine + 60).execute()).length).toBe(sent);
  });
});
