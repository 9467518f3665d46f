import { invalidateCalls } from '@quad/platform/shell/calls';
import { request } from '@quad/platform/shell/request';
import { listPassages, verifyCode } from '../../contract-code';

/** Checks a scanned code and answers the envelope; passed or stopped, the check joins today's passages. */
export async function verify(token: string) {
  const answer = await request(verifyCode, { token }, { loading: true });
  void invalidateCalls(listPassages);
  return answer;
}
