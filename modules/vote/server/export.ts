import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TWorkbookOut } from '@quad/platform/server/exports/workbook';
import { siteTime } from '@quad/platform/server/time';
import { percentOf } from '../rules';
import { ballotsQuery, presentBallots } from './service-results';
import { findVote, optionsOf } from './store';

/** Ballots read per page while the file is written. */
const PAGE = 500;

/** 投票结果.xlsx: each option's count and share; on a named vote, every ballot on a second sheet. */
export async function writeVoteResults(siteDb: SiteDb, voteId: string, timeZone: string, book: TWorkbookOut): Promise<void> {
  const vote = await findVote(siteDb, voteId);
  const options = await optionsOf(siteDb, voteId);
  const ballots = Number(vote.ballots);
  const counts = book.sheet('投票结果', ['选项', '票数', '占比（%）']);
  for (const o of options) counts.add([o.text, Number(o.count), percentOf(Number(o.count), ballots)]);
  counts.add(['投票总数', ballots, '']);
  if (!(await book.page(options.length + 1)) || vote.anonymous === 1) return;
  const sheet = book.sheet('投票明细', ['姓名', '学工号', '院系', '所选选项', '投票时间']);
  for (let offset = 0; ; offset += PAGE) {
    const keys = await ballotsQuery(siteDb, voteId)
      .orderBy('created', 'desc')
      .orderBy('vote_ballots.user_id')
      .limit(PAGE)
      .offset(offset)
      .execute();
    for (const b of await presentBallots(siteDb, voteId, keys))
      sheet.add([b.name, b.number, b.department, b.picks.join('、'), b.created ? siteTime(timeZone, b.created) : '']);
    if (!(await book.page(keys.length)) || keys.length < PAGE) return;
  }
}
