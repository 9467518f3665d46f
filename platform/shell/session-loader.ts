import { ErrorCode } from '@quad/contracts/errors';
import type { TPermissionMap } from '@quad/contracts/permission-checks';
import { getAllAuth, getUserName } from '@quad/contracts/session-calls';
import type { TUserType } from '@quad/contracts/user-types';
import { request, RequestError } from './request';
import { rememberSession } from './session';

/** Asks the server who is signed in; null when the session is gone (the page then shows its guest view). */
export async function loadSession(): Promise<{ name: string; number: string; identity?: TUserType; auth: TPermissionMap } | null> {
  // scuInfo: a lost session must not make this page leave for the login.
  const [auth, name] = await Promise.all([request(getAllAuth, {}, { mode: 'scuInfo' }), request(getUserName, {}, { mode: 'scuInfo' })]);
  if (auth.e === ErrorCode.NOT_LOGGED_IN) return null;
  if (auth.e !== ErrorCode.OK) throw new RequestError(auth);
  const session = name.e === ErrorCode.OK ? { ...name.d, auth: auth.d } : { name: '', number: '', auth: auth.d };
  rememberSession(session);
  return session;
}
