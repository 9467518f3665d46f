import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import { quizAttempts } from './service-results';

/** Attempts read per page while the file is written. */
const PAGE = 100;

const STATE_TEXT = { open: '答题中', submitted: '已交卷', late: '超时' } as const;

/** 答题成绩.xlsx: every attempt of a quiz, best scores first, with who took it and how long it took. */
export async function writeQuizResults(siteDb: SiteDb, quizId: string, timeZone: string, book: TWorkbookOut): Promise<void> {
  const sheet = book.sheet('答题成绩', ['姓名', '学工号', '院系', '第几次', '状态', '得分', '满分', '是否及格', '用时（秒）', '开始时间']);
  for (let page = 1; ; page++) {
    const { list } = await quizAttempts(siteDb, quizId, { page, size: PAGE });
    for (const a of list)
      sheet.add([
        a.name,
        a.number,
        a.department,
        a.seq,
        STATE_TEXT[a.state],
        a.state === 'submitted' ? a.score : '',
        a.state === 'submitted' ? a.fullMarks : '',
        a.state === 'submitted' ? (a.passed ? '及格' : '不及格') : '',
        a.state === 'submitted' ? a.used : '',
        siteTime(timeZone, a.started),
      ]);
    if (!(await book.page(list.length)) || list.length < PAGE) return;
  }
}
