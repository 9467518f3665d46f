import { describe, expect, it } from 'vitest';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';
import type { TLoans } from '../../contract';
import { todayOf } from '../dates';
import { loansKind } from '../kinds';
import { REMIND_JOB } from './reminders';

const t = serverForFile(['student', 'southStudent']);
const site = (id: string) => new SiteDb(t.platform.database.db, id);
const today = todayOf('Asia/Shanghai', Math.floor(Date.now() / 1000));
/** Unix seconds of an hour of the site's today (Shanghai is UTC+8). */
const at = (hour: number) => Date.parse(`${today}T00:00:00Z`) / 1000 + (hour - 8) * 3600;

async function inbox(siteId: string, username: string) {
  const db = site(siteId);
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return db
    .selectFrom('messages')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', user.id)
    .where('app_key', '=', 'library')
    .orderBy('title')
    .execute();
}

describe('due-date reminders', () => {
  it('message each loan once, 3 days before due and when overdue, from 09:00 on the site’s clock', async () => {
    await t.app.jobs.run(REMIND_JOB, at(8));
    expect(await inbox('north', 'student')).toEqual([]);
    await t.app.jobs.run(REMIND_JOB, at(10));
    const sent = await inbox('north', 'student');
    expect(sent.map((m) => m.title)).toEqual(['您有1本图书即将到期', '您有1本图书已超期']);
    expect(sent[0]!.body).toMatch(/还有2天/);
    expect(sent[1]!.body).toMatch(/已超期4天/);
    expect(sent.every((m) => m.link === '/library/mine')).toBe(true);
    // The same day again, and a walk run again after its day was given back: nothing twice.
    await t.app.jobs.run(REMIND_JOB, at(11));
    await site('north').deleteFrom('library_reminder_runs').execute();
    await t.app.jobs.run(REMIND_JOB, at(12));
    expect(await inbox('north', 'student')).toHaveLength(2);
    // Each site's people are told from their own site's data.
    expect((await inbox('south', 'student')).map((m) => m.title)).toEqual(['您有1本图书即将到期', '您有1本图书已超期']);
  });

  it('tells a renewed loan only when its new due date comes near', async () => {
    const list = ((await call(t.app, { url: '/library/api/loans', cookie: t.c.southStudent, host: HOSTS.south })).json() as { d: TLoans }).d
      .list;
    const soon = list.find((l) => l.state === 'soon')!;
    const renewed = await askJson(
      t.app,
      '/library/api/renew',
      t.c.southStudent,
      { barcode: soon.barcode, dueDate: soon.dueDate },
      HOSTS.south,
    );
    expect(renewed.e, renewed.m).toBe(0);
    await site('south').deleteFrom('library_reminder_runs').execute();
    await t.app.jobs.run(REMIND_JOB, at(13));
    expect(await inbox('south', 'student')).toHaveLength(2);
    const south = site('south');
    const marks = await south
      .selectFrom('library_reminders')
      .select(['barcode', 'due_date', 'kind'])
      .where('barcode', '=', soon.barcode)
      .execute();
    expect(marks).toEqual([{ barcode: soon.barcode, due_date: soon.dueDate, kind: 'soon' }]);
  });

  it('tells a reader once of all their loans, even when the walk’s pages split them', async () => {
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const loan = (reader: string, barcode: string) => ({ reader, barcode, title: `书${barcode}`, borrowDate: today, dueDate: tomorrow });
    // 998 loans of readers without an account sort before 'student': the walk's first page (1,000 rows) ends inside their three.
    const others = Array.from({ length: 998 }, (_, i) => loan(`1${String(i).padStart(5, '0')}`, `X${i}`));
    const loaded = await loadDatasetRows(site('north'), loansKind, [...others, loan('student', 'S1'), loan('student', 'S2'), loan('student', 'S3')], { source: 'api', by: '' });
    expect(loaded.ok, loaded.message).toBe(true);
    await site('north').deleteFrom('library_reminder_runs').execute();
    await t.app.jobs.run(REMIND_JOB, at(14));
    const told = (await inbox('north', 'student')).filter((m) => m.body.includes('书S'));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('您有3本图书即将到期');
    expect(told[0]!.body).toMatch(/《书S1》[\s\S]*《书S2》[\s\S]*《书S3》/);
  });
});
