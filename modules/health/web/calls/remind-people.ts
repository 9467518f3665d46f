import type { TCallOutput } from '@quad/contracts/call';
import { ErrorCode } from '@quad/contracts/errors';
import { request, shownByShell } from '@quad/platform/shell/request';
import { remindPeople } from '../../contract-views';
import type { TViewRoute } from '../views/view-paths';

export type TRemindAnswer = TCallOutput<typeof remindPeople>;

/**
 * 提醒: everyone in scope who has not reported (no uids) or the people named. Answers the server's
 * sent/skipped counts, or its refusal's message; network and system failures were shown by `request()`.
 */
export async function remind(view: TViewRoute, day: string | undefined, uids: string[]): Promise<TRemindAnswer | string | undefined> {
  // JSON, so the names arrive as a list: a form body's `uids[]` is not read as `uids`, and a
  // reminder meant for one person would go to everyone.
  const answer = await request(remindPeople, { ...view, day, uids }, { loading: true, json: true });
  if (answer.e === ErrorCode.OK) return answer.d;
  return shownByShell(answer.e) ? undefined : answer.m;
}
