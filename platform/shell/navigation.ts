import { appPath, basePath } from './site';

/** The app's router, once created: lets non-React code (request(), login redirect) move inside the app. */
let navigateInApp: ((to: string, replace?: boolean) => void) | undefined;

export function setAppNavigator(navigate: (to: string, replace?: boolean) => void): void {
  navigateInApp = navigate;
}

/**
 * Goes to `url`: inside the app without reloading when it is one of our pages, else a full page load.
 * `url` may be absolute or a path.
 */
export function goTo(url: string, replace = false): void {
  const target = new URL(url, location.href);
  if (navigateInApp && target.origin === location.origin && target.pathname.startsWith(basePath())) {
    navigateInApp('/' + target.pathname.slice(basePath().length) + target.search + target.hash, replace);
    return;
  }
  if (replace) location.replace(target.href);
  else location.assign(target.href);
}

/** The page the visitor first landed on (spec §2.1), used where signatures must match the entry address. */
let entryUrl: string | undefined;
export const rememberEntryUrl = (): void => {
  entryUrl ??= location.href;
};
export const getEntryUrl = (): string => entryUrl ?? location.href;

export const homePath = (): string => appPath('');
