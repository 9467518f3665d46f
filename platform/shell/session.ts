import type { TPermissionMap } from '@quad/contracts/permission-checks';
import type { TUserType } from '@quad/contracts/user-types';
import { storage } from './storage';

/**
 * The cached login session of spec §3: name (and number), validation flag and permission map, kept in officeDb so
 * the home page can draw the user's apps before the server answers.
 */
export interface TCachedSession {
  name: string;
  /** 学工号; missing in a session cached before it was kept. */
  number?: string;
  /** Student, teacher…: whom a home widget is for; missing in a session cached before it was kept. */
  identity?: TUserType;
  /** Set once the server confirmed the session on this page; cleared on every navigation (spec §2.1). */
  valid: boolean;
  auth: TPermissionMap;
}

const SESSION_KEY = 'session';
/** A cached permission map older than this is not shown even while the cookie lives. */
const SESSION_CACHE_SECONDS = 12 * 3600;

/** Logged in = a session cookie is present; the server sets a readable `eai-sess-active` beside the HttpOnly token (spec §4). */
export function isLoggedIn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.split('=')[0].trim().includes('eai-sess'));
}

export function cachedSession(): TCachedSession | undefined {
  // Without the cookie the cached permissions belong to nobody any more (spec §4).
  if (!isLoggedIn()) {
    storage.remove(SESSION_KEY);
    return undefined;
  }
  return storage.get<TCachedSession>(SESSION_KEY);
}

export function rememberSession(session: Omit<TCachedSession, 'valid'>): void {
  storage.set(SESSION_KEY, { ...session, valid: true }, SESSION_CACHE_SECONDS);
}

/** Each navigation asks the next page to confirm the session again. */
export function clearLoginFlag(): void {
  const session = storage.get<TCachedSession>(SESSION_KEY);
  if (session?.valid) storage.set(SESSION_KEY, { ...session, valid: false }, SESSION_CACHE_SECONDS);
}

/** The server said the session is gone (10013) or the user logged out. */
export function markLoggedOut(): void {
  storage.remove(SESSION_KEY);
  // The readable flag cookie would otherwise keep claiming a session the server no longer has.
  document.cookie = 'eai-sess-active=; path=/; max-age=0';
}

/** Everything cached on this device about the person goes, except the chosen language. */
export function clearPersonalCache(): void {
  const lang = storage.get<string>('lang');
  storage.clear();
  if (lang) storage.set('lang', lang);
}

/** Logout (spec §4): the personal cache goes, and the page stops claiming a session. */
export function clearCachedData(): void {
  clearPersonalCache();
  markLoggedOut();
}
