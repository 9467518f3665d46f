import { ErrorCode } from '@quad/contracts/errors';
import { shareInfo } from '@quad/contracts/platform-calls';
import { alert } from './dialogs';
import { getEntryUrl } from './navigation';
import { request } from './request';
import { configureShareMenu, loadWx, wxUnavailable, type TWx } from './wx-sdk';

/**
 * The address the messaging app signs: the page the visitor entered on (iOS signs that one, not the
 * current one, in a single-page app), without the sign-in's `code` and `state` and without the hash.
 */
export function shareableUrl(entryUrl: string): string {
  const url = new URL(entryUrl);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.href;
}

/**
 * Inside the messaging app (spec §7, §8): asks the server for the share card and the signature of
 * the entry address, then sets up the five share entries. A refused answer leaves the app's default
 * menu; a refused signature is said in an alert. Either way `wxReady` settles: the app's scanner,
 * viewer and photo picker wait for it and fall back to the page's own when it rejects.
 */
export async function setupShareMenu(entryUrl = getEntryUrl(), sdk: () => Promise<TWx> = loadWx): Promise<void> {
  const params = new URL(entryUrl).searchParams;
  const answer = await request(
    shareInfo,
    { service: params.get('service') ?? undefined, service_id: params.get('service_id') ?? undefined, url: shareableUrl(entryUrl) },
    { quiet: true },
  );
  if (answer.e !== ErrorCode.OK) return wxUnavailable(answer.m);
  const wx = await sdk().catch((error: unknown) => console.error(error));
  if (wx) await configureShareMenu(wx, answer.d, (message) => void alert(message));
  else wxUnavailable('the JS-SDK did not load');
}
