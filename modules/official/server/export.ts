import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import type { TDocumentStatus } from '../rules';
import { documentRecord, selectRecords, type TRecordsQuery } from './records';

/** Rows read per page while the file is written. */
const PAGE = 500;

const STATUS_NAMES: Record<TDocumentStatus, string> = { draft: '草稿', running: '审批中', returned: '已退回', issued: '已签发', published: '已发布' };

/** 公文.xlsx: one row per document, a page of documents at a time. */
export async function writeDocumentRecords(query: TRecordsQuery, timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('公文', ['标题', '红头', '发文机关', '文号', '状态', '拟稿人', '收文单位', '已签收', '签发时间', '拟稿时间']);
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await selectRecords(query).limit(PAGE).offset(offset).execute()).map(documentRecord);
    for (const r of rows) {
      sheet.add([
        r.title,
        r.templateName,
        r.organ,
        r.number,
        STATUS_NAMES[r.status],
        r.drafter,
        r.units,
        r.signed,
        r.issued ? siteTime(timeZone, r.issued) : '',
        siteTime(timeZone, r.created),
      ]);
    }
    if (!(await book.page(rows.length)) || rows.length < PAGE) return;
  }
}
