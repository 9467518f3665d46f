import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import type { TLeaveType } from '../rules';
import { leaveRecord, selectRecords, type TRecordsQuery } from './records';
import { statusMessages } from '@quad/workflow-engine/shared/status-messages';

/** Rows read per page while the file is written. */
const PAGE = 500;

export const TYPE_NAMES: Record<TLeaveType, string> = { sick: '病假', personal: '事假', other: '其他' };
export const STATUS_NAMES = statusMessages('已批准');

/** 请假记录.xlsx: one row per request, a page of requests at a time. */
export async function writeLeaveRecords(query: TRecordsQuery, timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('请假记录', ['姓名', '学工号', '院系', '班级', '类型', '开始日期', '结束日期', '天数', '事由', '去向', '状态', '销假时间', '申请时间']);
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await selectRecords(query).limit(PAGE).offset(offset).execute()).map(leaveRecord);
    for (const r of rows) {
      sheet.add([
        r.name,
        r.number,
        r.department,
        r.className,
        TYPE_NAMES[r.type],
        r.start,
        r.end,
        r.days,
        r.reason,
        r.destination,
        STATUS_NAMES[r.status],
        r.returned ? siteTime(timeZone, r.returned) : '',
        siteTime(timeZone, r.created),
      ]);
    }
    if (!(await book.page(rows.length)) || rows.length < PAGE) return;
  }
}
