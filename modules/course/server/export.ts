import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import type { TClaimState } from '@quad/reservation-engine/contract';
import type { TClaimHolder } from '@quad/reservation-engine/server';

/** Who the roster lists: students holding a place, then the waitlist in its order. */
export const ROSTER_STATES: TClaimState[] = ['won', 'checked', 'waiting'];

const STATE_NAMES: Partial<Record<TClaimState, string>> = { won: '已选', checked: '已选', waiting: '候补' };

/**
 * 选课名单.xlsx: one row per student, places first, then the waitlist in its order (the engine lists
 * claims oldest first, the order the waitlist is promoted in).
 */
export async function writeRoster(holders: TClaimHolder[], timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('选课名单', ['序号', '姓名', '学号', '状态', '候补顺序', '选课时间']);
  const seated = holders.filter((h) => h.claim.state !== 'waiting');
  const waiting = holders.filter((h) => h.claim.state === 'waiting');
  for (const [i, { claim, name, number }] of [...seated, ...waiting].entries()) {
    const position = claim.state === 'waiting' ? i - seated.length + 1 : '';
    sheet.add([i + 1, name, number, STATE_NAMES[claim.state] ?? claim.state, position, siteTime(timeZone, claim.created)]);
  }
  await book.page(holders.length);
}
