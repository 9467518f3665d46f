import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { DISABLED, seatKey, type TSeatLayout } from '../shared/layout';
import { saveEvent } from './service-console';
import { confirmHolds, holdSeats } from './service-hold';
import { demoCrowd } from '@quad/platform/server/seed/demo-crowd';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The demo hall: 10 rows of 16, 前区 the first five rows, an aisle after seat 8, two pillars in row 5. */
export function demoHall(): TSeatLayout {
  const grid = Array.from({ length: 10 }, (_, r) => (r < 5 ? '0' : '1').repeat(16));
  grid[4] = `${DISABLED}${'0'.repeat(14)}${DISABLED}`;
  return {
    rows: 10,
    cols: 16,
    aisles: [8],
    zones: [
      { key: 'front', name: '前区' },
      { key: 'back', name: '后区' },
    ],
    grid,
  };
}

/**
 * A demo site's seat event, through the same services as the console and the pages: a lecture hall
 * open for picking, a few pairs of seats sold to the demo's students, and the demo student's own seat
 * (row 3, seat 9, just right of the aisle).
 */
export async function seedSeatDemo(siteDb: SiteDb, _site: TSite, _platform: TPlatform): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const student = await siteDb.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirst();
  if (!admin || !student) return;
  const crowd = await demoCrowd(siteDb, 6);
  const now = nowSeconds();
  const { id } = await saveEvent(siteDb, admin.id, undefined, {
    title: '新生开学典礼',
    place: '图书馆报告厅',
    startsAt: now + 5 * DAY,
    endsAt: now + 5 * DAY + 2 * HOUR,
    description: '请在开放时间内选座，确认后凭电子票入场。锁定的座位请在5分钟内确认。',
    published: true,
    layout: demoHall(),
    rules: {
      opensAt: now - HOUR,
      closesAt: now + 4 * DAY,
      cancelUntil: 0,
      limit: 4,
      audience: { all: true, departments: [], classes: [], roles: [], people: [] },
    },
  });
  const take = async (userId: string, seats: string[], tag: string) => {
    await holdSeats(siteDb, userId, id, seats);
    await confirmHolds(siteDb, userId, id, `demo_seat_${tag}`);
  };
  await take(student.id, [seatKey(3, 9)], 'student');
  const pairs = [
    [seatKey(1, 7), seatKey(1, 8)],
    [seatKey(2, 8), seatKey(2, 7)],
    [seatKey(3, 10), seatKey(3, 11)],
    [seatKey(4, 4), seatKey(4, 5)],
    [seatKey(6, 9), seatKey(6, 10)],
    [seatKey(8, 1), seatKey(8, 2)],
  ];
  for (const [i, userId] of crowd.entries()) await take(userId, pairs[i]!, `crowd${i}`);
}
