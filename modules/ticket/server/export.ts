import { siteTime } from '@quad/platform/server/time';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import type { TClaimState } from '@quad/reservation-engine/contract';
import { claimsOf, type TClaimHolder } from '@quad/reservation-engine/server';

/** Claims that hold a place: the winners (a checked ticket was won first). */
export const WINNER_STATES: TClaimState[] = ['won', 'checked'];

const STATE_NAMES: Record<TClaimState, string> = {
  won: '已抢到',
  pending: '预约成功，等待分票',
  waiting: '候补',
  lost: '未中签',
  cancelled: '已退票',
  checked: '已验票',
};

/** 中票名单.xlsx: one row per ticket, oldest first, as the engine lists them. */
export async function writeWinners(holders: TClaimHolder[], timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('中票名单', ['姓名', '学工号', '分区', '状态', '兑换码', '抢到时间', '验票时间']);
  for (const { claim, name, number } of holders) {
    sheet.add([
      name,
      number,
      claim.zoneName,
      STATE_NAMES[claim.state],
      claim.code,
      siteTime(timeZone, claim.created),
      claim.checkedAt ? siteTime(timeZone, claim.checkedAt) : '',
    ]);
  }
  await book.page(holders.length);
}

export const winnersOf = (siteDb: Parameters<typeof claimsOf>[0], itemId: string) => claimsOf(siteDb, itemId, { states: WINNER_STATES });
