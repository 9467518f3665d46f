import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import type { TResearchRecord } from '../contract';
import type { TPaperIndex, TProjectLevel } from '../rules';
import { paperRecord, projectRecord, selectPapers, selectProjects, type TPapersQuery, type TProjectsQuery } from './records';
import { statusMessages } from '@quad/workflow-engine/shared/status-messages';

/** Rows read per page while the file is written. */
const PAGE = 500;

export const CATEGORY_NAMES: Record<TProjectLevel | TPaperIndex, string> = {
  national: '国家级',
  provincial: '省部级',
  school: '校级',
  horizontal: '横向',
  sci: 'SCI',
  ei: 'EI',
  ssci: 'SSCI',
  cssci: 'CSSCI',
  core: '核心',
  other: '其他',
};
const STATUS_NAMES = statusMessages();

type TSource = { kind: 'project'; query: TProjectsQuery } | { kind: 'paper'; query: TPapersQuery };

const readPage = async (source: TSource, offset: number): Promise<TResearchRecord[]> =>
  source.kind === 'project'
    ? (await selectProjects(source.query).limit(PAGE).offset(offset).execute()).map(projectRecord)
    : (await selectPapers(source.query).limit(PAGE).offset(offset).execute()).map(paperRecord);

/** 科研项目.xlsx or 科研论文.xlsx: one row per record, a page at a time. */
export async function writeResearchRecords(source: TSource, timeZone: string, book: TWorkbookOut): Promise<void> {
  const project = source.kind === 'project';
  const sheet = project
    ? book.sheet('科研项目', ['姓名', '工号', '院系', '项目名称', '级别', '申报批次', '起止日期', '预算（元）', '状态', '申报时间'])
    : book.sheet('科研论文', ['姓名', '工号', '院系', '论文题目', '收录类别', '期刊', '发表日期', '作者排名', '状态', '登记时间']);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await readPage(source, offset);
    for (const r of rows) {
      const category = CATEGORY_NAMES[r.category as TProjectLevel] ?? r.category;
      sheet.add([r.name, r.number, r.department, r.title, category, r.source, r.when, project ? r.budget : r.rank, STATUS_NAMES[r.status], siteTime(timeZone, r.created)]);
    }
    if (!(await book.page(rows.length)) || rows.length < PAGE) return;
  }
}
