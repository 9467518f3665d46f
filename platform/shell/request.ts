import type { CallContract, TCallInput, TCallOutput } from '@quad/contracts/call';
import type { TEnvelope } from '@quad/contracts/envelope';
import { ErrorCode } from '@quad/contracts/errors';
import { alert, closePopups, POPUP_MS, toast } from './dialogs';
import { currentLang, i18n } from './i18n';
import { loadingEnded, loadingStarted } from './loading';
import { goLogin } from './login-redirect';
import { goTo } from './navigation';
import { pageState } from './page-state';
import { markLoggedOut } from './session';

/** `e` of an answer that never arrived (offline, DNS, connection reset). */
export const NETWORK_ERROR = -1;

const SHOWN_BY_SHELL = new Set<number>([NETWORK_ERROR, ErrorCode.SYSTEM, ErrorCode.NOT_LOGGED_IN, ErrorCode.PASSWORD_CHANGE_REQUIRED]);

/** Failures `request()` already showed or acted on (网络错误, 系统异常, sign-in): a page adds nothing. */
export const shownByShell = (code: number): boolean => SHOWN_BY_SHELL.has(code);

export interface TRequestOptions {
  /** Send JSON instead of the contract's default encoding. */
  json?: boolean;
  /**
   * `scuInfo`: a 10013 answer is handed back to the caller instead of leaving the page.
   * `locationErr`: a successful answer without `d` replaces the page with the no-data screen.
   */
  mode?: 'scuInfo' | 'locationErr';
  /** Show the loading overlay while the call runs. */
  loading?: boolean;
  /** Show 系统异常 as a full page instead of a 1500 ms popup. */
  fullPageError?: boolean;
  /** Background calls nobody waits for (visit log): no popups for network or system failures. */
  quiet?: boolean;
  /** The caller shows the network-error screen itself, so no 网络错误 popup on top of it. */
  networkScreen?: boolean;
  signal?: AbortSignal;
}

/** The stable reason of a business refusal (`d.reason`, where the call declares it): pages act on it, never on `m`. */
export const refusalReason = (answer: TEnvelope<unknown>): string | undefined => {
  const reason = (answer.d as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : undefined;
};

/** A failed answer, thrown by `fetchData` so TanStack Query sees an error. */
export class RequestError extends Error {
  constructor(readonly envelope: TEnvelope<unknown>) {
    super(envelope.m);
    this.name = 'RequestError';
  }
  get code(): number {
    return this.envelope.e;
  }
}

type TValue = unknown;

/** Times go to the server in Unix seconds (spec §7). */
const plain = (value: TValue): string =>
  value instanceof Date ? String(Math.floor(value.getTime() / 1000)) : typeof value === 'object' ? JSON.stringify(value) : String(value);

function toParams(input: Record<string, TValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, plain(item));
    else params.append(key, plain(value));
  }
  return params;
}

const withSeconds = (input: Record<string, TValue>) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v instanceof Date ? Math.floor(v.getTime() / 1000) : v]));

/** The headers of every call: an XHR wanting the envelope, in the language the user reads (the server answers its messages in it). */
export const callHeaders = (): Record<string, string> => ({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'X-Lang': currentLang() });

function buildInit(call: CallContract, input: Record<string, TValue>, options: TRequestOptions): { url: string; init: RequestInit } {
  const headers = callHeaders();
  const init: RequestInit = { method: call.method, credentials: 'include', headers, signal: options.signal };
  if (call.method === 'GET' || call.method === 'DELETE') {
    const query = toParams(input).toString();
    return { url: query ? `${call.path}?${query}` : call.path, init };
  }
  if (options.json || call.encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(withSeconds(input));
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = toParams(input).toString();
  }
  return { url: call.path, init };
}

const isEnvelope = (body: unknown): body is TEnvelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as TEnvelope).e === 'number' && typeof (body as TEnvelope).m === 'string';

/** Front-end failures go to the server's web log (spec §7); a failure to log is only printed. */
export function reportException(error: unknown, returnData?: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  const body = JSON.stringify({ err_message: message.slice(0, 8000), return_data: returnData, vue_data: { url: location.href } });
  fetch('/api/log/save-web-log', {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body,
  }).catch((logError: unknown) => console.error('web log failed', logError));
}

/** 系统异常: the full page, or a popup gone after 1500 ms (spec §8). */
export function showSystemError(fullPage = false): void {
  if (fullPage) pageState.set('systemError');
  else toast(i18n.t('shell:systemError'), POPUP_MS);
}

/** When the last 10013 sent the visitor to the login (ms). */
let sentToLogin = 0;
/** Calls answered 10013 together (a page asking several things) go to the login once: a second full page load would abort the first. */
const SENT_TO_LOGIN_MS = 3000;

async function notLoggedIn(envelope: TEnvelope<unknown>, options: TRequestOptions): Promise<void> {
  markLoggedOut();
  closePopups();
  if (options.mode === 'scuInfo') return;
  if (Date.now() - sentToLogin < SENT_TO_LOGIN_MS) return;
  sentToLogin = Date.now();
  const loginUrl = (envelope.d as { login_url?: unknown } | undefined)?.login_url;
  if (typeof loginUrl === 'string' && loginUrl) {
    goTo(loginUrl);
    return;
  }
  await alert(envelope.m);
  goLogin();
}

/** Signed in with a first or reset password: nothing else works until it is changed, so go and change it. */
async function passwordChangeRequired(envelope: TEnvelope<unknown>): Promise<void> {
  closePopups();
  const changeUrl = (envelope.d as { change_url?: unknown } | undefined)?.change_url;
  if (typeof changeUrl === 'string' && changeUrl) goTo(changeUrl, true);
  else await alert(envelope.m);
}

/**
 * The one way the web talks to the server (spec §7, §8). Always resolves with the envelope; `e = 0`
 * is success. Not-logged-in, system failures and network failures are handled here once, so screens
 * only deal with their own business answers.
 */
export async function request<C extends CallContract>(
  call: C,
  input: TCallInput<C>,
  options: TRequestOptions = {},
): Promise<TEnvelope<TCallOutput<C>>> {
  const { url, init } = buildInit(call, (input ?? {}) as Record<string, TValue>, options);
  if (options.loading) loadingStarted();
  try {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      return networkFailure(options);
    }
    return await handleAnswer(call, response.status, await response.text(), options);
  } finally {
    if (options.loading) loadingEnded();
  }
}

/** An answer that never arrived: 网络错误, as a popup unless the caller shows its own screen. */
export function networkFailure<T>(options: TRequestOptions): TEnvelope<T> {
  const m = i18n.t('shell:networkError');
  if (!options.quiet && !options.networkScreen) toast(m, POPUP_MS);
  return { e: NETWORK_ERROR, m, d: undefined as T };
}

/**
 * What `request()` does with an answer once it arrived (also used by uploads, which need XHR for
 * their progress): not an envelope → reported and 系统异常; 10013 → the not-logged-in flow; 10028 →
 * the change-password page; system error → 系统异常; `locationErr` without `d` → the no-data page.
 */
export async function handleAnswer<C extends CallContract>(
  call: C,
  status: number,
  text: string,
  options: TRequestOptions,
): Promise<TEnvelope<TCallOutput<C>>> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    // The server answers every outcome with an envelope: anything else is a failure worth a report.
    if (!options.quiet) {
      reportException(new Error(`${call.method} ${call.path}: HTTP ${status}, not an answer envelope`), text.slice(0, 2000));
      showSystemError(options.fullPageError);
    }
    return { e: ErrorCode.SYSTEM, m: i18n.t('shell:systemError'), d: undefined as TCallOutput<C> };
  }
  const envelope = body as TEnvelope<TCallOutput<C>>;
  if (envelope.e === ErrorCode.NOT_LOGGED_IN) {
    await notLoggedIn(envelope, options);
  } else if (envelope.e === ErrorCode.PASSWORD_CHANGE_REQUIRED) {
    await passwordChangeRequired(envelope);
  } else if (envelope.e === ErrorCode.SYSTEM) {
    // Already logged by the server under its request id.
    if (!options.quiet) showSystemError(options.fullPageError);
  } else if (envelope.e === ErrorCode.OK && options.mode === 'locationErr' && (envelope.d === undefined || envelope.d === null)) {
    pageState.set('noData');
  }
  return envelope;
}

/**
 * `request()` for TanStack Query: resolves with `d`, throws a RequestError for any failure. Screens
 * show a failed query's error state (the network-error screen when the network failed).
 */
export async function fetchData<C extends CallContract>(call: C, input: TCallInput<C>, options?: TRequestOptions): Promise<TCallOutput<C>> {
  const envelope = await request(call, input, { networkScreen: true, ...options });
  if (envelope.e !== ErrorCode.OK) throw new RequestError(envelope);
  return envelope.d;
}
