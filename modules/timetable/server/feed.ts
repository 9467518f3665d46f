import { randomBytes } from 'node:crypto';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { siteDay } from '@quad/platform/server/time';
import { FEED_PATH_PREFIX } from '../contract';
import { addDays, periodsOf, placeDay, readCalendar } from './calendar';
import { calendarText, zonedMs, type TCalendarEvent } from './ical';
import { myMeetings, type TAsker } from './service-schedule';
import { meetsIn } from './catalog';

const pathOf = (token: string) => `${FEED_PATH_PREFIX}${token}.ics`;

/** The person's feed path, '' until they make one. */
export async function feedPath(siteDb: SiteDb, userId: string): Promise<{ path: string }> {
  const row = await siteDb.selectFrom('timetable_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  return { path: row ? pathOf(row.token) : '' };
}

/** A new secret for the person's feed: the old address stops working at once (a leaked link is revoked by this). */
export async function resetFeedPath(siteDb: SiteDb, userId: string): Promise<{ path: string }> {
  const token = randomBytes(24).toString('base64url');
  await siteDb.transaction(async (tx) => {
    await tx.deleteFrom('timetable_feeds').where('user_id', '=', userId).execute();
    await tx.insertInto('timetable_feeds', { user_id: userId, token, created: Math.floor(Date.now() / 1000) }).execute();
  });
  return { path: pathOf(token) };
}

/** Whose feed a token is, on this site ('' for none). Anything but the token's own alphabet is nobody's. */
export async function feedOwner(siteDb: SiteDb, token: string): Promise<string> {
  if (!/^[\w-]{20,64}$/.test(token)) return '';
  const row = await siteDb.selectFrom('timetable_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
  return row?.user_id ?? '';
}

/**
 * The person's classes in the term shown today (the current one, else the next, else the last) as an
 * iCalendar: one VEVENT per meeting, its UID stable across reloads so calendar apps update rather than
 * duplicate.
 */
export async function feedCalendar(asker: TAsker): Promise<string> {
  const timeZone = asker.site.settings.timeZone;
  const calendar = await readCalendar(asker.siteDb);
  const place = placeDay(calendar, siteDay(timeZone));
  const periods = periodsOf(calendar);
  const events: TCalendarEvent[] = [];
  const mine = await myMeetings(asker, undefined, (m) => place.state !== 'none' && (!m.term || m.term === place.term));
  for (const { meeting } of mine.meetings) {
    const start = periods[meeting.from - 1]?.start;
    const end = periods[meeting.to - 1]?.end;
    if (!start || !end) continue;
    for (let week = 1; week <= place.weeks; week++) {
      if (!meetsIn(meeting, place.term, week)) continue;
      const day = addDays(place.start, (week - 1) * 7 + meeting.weekday - 1);
      events.push({
        uid: `${meeting.section}-${day}-${meeting.from}@${asker.site.id}.timetable.quad`,
        start: zonedMs(day, start, timeZone),
        end: zonedMs(day, end, timeZone),
        summary: meeting.course,
        location: [meeting.campus, meeting.building, meeting.room].filter(Boolean).join(' '),
        description: [`第${meeting.from}-${meeting.to}节`, meeting.teacher && `教师：${meeting.teacher}`, `教学班：${meeting.section}`].filter(Boolean).join('\n'),
      });
    }
  }
  const stamp = (mine.updatedAt || Math.floor(Date.now() / 1000)) * 1000;
  return calendarText(events, { name: `${asker.site.name}课表`, timeZone, stamp });
}
