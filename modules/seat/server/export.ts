import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import type { TClaimState } from '@quad/reservation-engine/contract';
import type { TSeatOccupancy } from '../contract';
import { seatLabel } from '../shared/layout';

const STATE_NAMES: Record<TClaimState, string> = {
  won: '已确认',
  pending: '待确认',
  waiting: '候补',
  lost: '未中签',
  cancelled: '已退座',
  checked: '已验票',
};

/** 座位名单.xlsx: one row per sold seat, in seat order, with its zone and holder. */
export async function writeAssignments(
  occupancy: TSeatOccupancy,
  zoneOf: (seatKey: string) => string,
  created: Map<string, number>,
  timeZone: string,
  book: TWorkbookOut,
): Promise<void> {
  const sheet = book.sheet('座位名单', ['座位', '分区', '姓名', '学工号', '状态', '确认时间']);
  for (const seat of occupancy.sold) {
    const at = created.get(seat.seatKey) ?? 0;
    sheet.add([
      seatLabel(seat.seatKey),
      zoneOf(seat.seatKey),
      seat.name,
      seat.number,
      STATE_NAMES[seat.state],
      at ? siteTime(timeZone, at) : '',
    ]);
  }
  await book.page(occupancy.sold.length);
}
