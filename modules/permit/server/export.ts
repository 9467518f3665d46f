import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import type { TPermitState } from '../contract';
import type { TPermitKind } from '../rules';
import { permitRecord, selectRecords, type TRecordsQuery } from './records';
import { statusMessages } from '@quad/workflow-engine/shared/status-messages';

/** Rows read per page while the file is written. */
const PAGE = 500;

export const KIND_NAMES: Record<TPermitKind, string> = { visitor: '访客', car: '车辆' };
export const STATE_NAMES: Record<TPermitState, string> = { ...statusMessages('已批准'), revoked: '已撤销' };

/** 通行证记录.xlsx: one row per request, masked as on screen, a page of requests at a time. */
export async function writePermitRecords(query: TRecordsQuery, timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('通行证记录', ['类型', '姓名/车主', '手机号', '身份证号', '车牌号', '受访人/申请人', '事由', '开始', '结束', '状态', '申请时间']);
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await selectRecords(query).limit(PAGE).offset(offset).execute()).map(permitRecord);
    for (const r of rows) {
      sheet.add([KIND_NAMES[r.kind], r.name, r.phone, r.idCard, r.plate, r.host, r.reason, r.start, r.end, STATE_NAMES[r.state], siteTime(timeZone, r.created)]);
    }
    if (!(await book.page(rows.length)) || rows.length < PAGE) return;
  }
}
