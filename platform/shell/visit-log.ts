import { md5 } from 'js-md5';
import { visitLog } from '@quad/contracts/platform-calls';
import { request } from './request';
import { nowSeconds } from './time';

/** The signature the server checks on a visit log: md5(appkey + timestamp + url) (spec §7). */
export const visitSignature = (appkey: string, timestamp: number, url: string): string => md5(`${appkey}${timestamp}${url}`);

/** Counts one page view of an application; nobody waits for the answer. */
export function postVisitLog(appkey: string, url = location.href): Promise<unknown> {
  const timestamp = nowSeconds();
  return request(visitLog, { appkey, url, timestamp, signature: visitSignature(appkey, timestamp, url) }, { quiet: true });
}
