import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import { certificateRecord, selectRecords, type TRecordsQuery } from './records';
import { statusMessages } from '@quad/workflow-engine/shared/status-messages';

/** Rows read per page while the file is written. */
const PAGE = 500;

const STATUS_NAMES = statusMessages('已开具');

/** 证明记录.xlsx: one row per request, a page of requests at a time. */
export async function writeCertificateRecords(query: TRecordsQuery, timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('证明记录', ['姓名', '学工号', '院系', '证明类型', '用途', '份数', '状态', '证明编号', '开具时间', '作废时间', '作废原因', '申请时间']);
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await selectRecords(query).limit(PAGE).offset(offset).execute()).map(certificateRecord);
    for (const r of rows) {
      sheet.add([
        r.name,
        r.userNumber,
        r.department,
        r.typeName,
        r.purpose,
        r.copies,
        r.revoked ? '已作废' : STATUS_NAMES[r.status],
        r.number,
        r.issued ? siteTime(timeZone, r.issued) : '',
        r.revoked ? siteTime(timeZone, r.revoked) : '',
        r.revokeReason,
        siteTime(timeZone, r.created),
      ]);
    }
    if (!(await book.page(rows.length)) || rows.length < PAGE) return;
  }
}
