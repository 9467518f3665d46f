import { useQuery } from '@tanstack/react-query';
import { isAdmin, isAppAllowed, type TPermissionMap } from '@quad/contracts/permission-checks';
import type { TUserType } from '@quad/contracts/user-types';
import { cachedSession, isLoggedIn } from './session';
import { currentSite } from './site';

export interface TSessionView {
  loggedIn: boolean;
  name: string;
  /** 学工号 ('' until known). */
  number: string;
  /** Student, teacher… ('' until known, and in an administrator's preview). */
  identity: TUserType | '';
  auth: TPermissionMap;
  /** True while the first answer is awaited and nothing is cached. */
  pending: boolean;
  /** The last failure to confirm the session (network, system), with a way to try again. */
  error: unknown;
  retry(): void;
  /** Permission checks of spec §6. */
  allowed(appKey: string, module?: string): boolean;
  admin: boolean;
}

interface TConfirmedSession {
  name: string;
  number: string;
  identity?: TUserType;
  auth: TPermissionMap;
}

// The loader (identity calls, permission cache) is fetched with the first check, not with the page (DESIGN.md §6).
async function confirmSession(): Promise<TConfirmedSession | null> {
  return (await import('./session-loader')).loadSession();
}

/** Who is here and what they may use (spec §3, §6): cached in officeDb, confirmed with the server. */
export function useSession(): TSessionView {
  const loggedIn = isLoggedIn();
  const cached = cachedSession();
  const query = useQuery({
    queryKey: ['session'],
    queryFn: confirmSession,
    enabled: loggedIn,
    placeholderData: cached ? { name: cached.name, number: cached.number ?? '', identity: cached.identity, auth: cached.auth } : undefined,
  });
  // An administrator previewing settings sees the portal with the chosen role's permissions (a visitor when none).
  const preview = currentSite().preview;
  if (preview) return previewSession(preview.role, preview.auth);
  const data = loggedIn ? query.data : null;
  const auth = data?.auth ?? {};
  return {
    loggedIn: !!data,
    name: data?.name ?? '',
    number: data?.number ?? '',
    identity: data?.identity ?? '',
    auth,
    pending: loggedIn && query.isPending,
    error: loggedIn && !query.data ? query.error : null,
    retry: () => void query.refetch(),
    allowed: (appKey, module) => isAppAllowed(auth, appKey, module),
    admin: isAdmin(auth),
  };
}

function previewSession(role: string, auth: TPermissionMap): TSessionView {
  return {
    loggedIn: role !== '',
    name: role,
    number: '',
    identity: '',
    auth,
    pending: false,
    error: null,
    retry: () => undefined,
    allowed: (appKey, module) => isAppAllowed(auth, appKey, module),
    admin: isAdmin(auth),
  };
}
