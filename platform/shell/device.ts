/** Modules that keep the full window width on desktop (spec §2.1). */
export const NARROWING_EXEMPT = new Set([
  'guide',
  'leaveshoolsq',
  'upcportal',
  'fudanclassRoomQuery',
  'universalForm',
  'officeTel',
  'personalAgenda',
  'lostAndFound',
  'fleaMartket',
  'score',
  'scorev1',
  'schoolMap',
  'elementPage',
  'freeClassroomV3',
  'generalApp',
]);

/** Window width above which a desktop gets the narrowed, centred body. */
export const NARROW_ABOVE_WIDTH = 750;
/** Narrowed width = this share of the screen height (a phone-like portrait). */
export const NARROW_RATIO = 10 / 16;

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const isPhoneUA = (ua = userAgent()) => /Android|iPhone|iPod|iPad|Windows Phone|HarmonyOS|Mobile/i.test(ua);

/**
 * Inside the WeCom-family messaging app (WeCom `wxwork`, or its consumer sibling `MicroMessenger`),
 * where the `wx` JS-SDK works: the share menu, scanner, picture viewer and photo picker ask this, so
 * DingTalk is deliberately not in it (its pages would wait for a `wx` that never answers there).
 */
export const isMessagingApp = (ua = userAgent()) => /wxwork|MicroMessenger/i.test(ua);

/** Inside DingTalk, whose browser says `AliApp(DingTalk/7.0.0)` on phones and `DingTalk(7.0.0-macOS)` on desktops. */
export const isDingtalkApp = (ua = userAgent()) => /DingTalk/i.test(ua);

/** Inside any messaging app a site may sign in with (WeCom-family or DingTalk): where sign-in goes through `/api/corp/index`. */
export const isSignInMessagingApp = (ua = userAgent()) => isMessagingApp(ua) || isDingtalkApp(ua);

/** `m_` routes are the mobile variants of a page (spec §2.1). */
export const isMobileRoute = (routePath: string) => routePath.replace(/^\//, '').startsWith('m_');

/** The `{module}` of a route path relative to the base path, without the `m_` marker. */
export const routeModule = (routePath: string) => routePath.replace(/^\//, '').replace(/^m_/, '').split('/')[0] ?? '';

/** The body width for this page, or undefined for full width. */
export function narrowedWidth(routePath: string, env: { ua: string; windowWidth: number; screenHeight: number }): number | undefined {
  if (isPhoneUA(env.ua) || isMobileRoute(routePath)) return undefined;
  if (env.windowWidth <= NARROW_ABOVE_WIDTH || NARROWING_EXEMPT.has(routeModule(routePath))) return undefined;
  return Math.round(env.screenHeight * NARROW_RATIO);
}

/**
 * Detects the device and narrows (or widens back) the page body before a page shows. Console
 * screens (`wide`) keep the full width: they are not in the spec's list, which is of portal pages,
 * but an administration console on desktop needs it.
 */
export function applyNarrowing(routePath: string, wide = false): void {
  const width = wide ? undefined : narrowedWidth(routePath, { ua: userAgent(), windowWidth: window.innerWidth, screenHeight: window.screen.height });
  const body = document.body;
  body.classList.toggle('is-narrow', width !== undefined);
  body.style.width = width === undefined ? '' : `${width}px`;
  body.style.margin = width === undefined ? '' : '0 auto';
}
