/**
 * The maps service script of spec §2.1 and §9, for map, health-report and guide pages (manifest
 * `maps: true`). The one place that names the provider: AMap JS API v2 by default, another address
 * at build time with `VITE_MAPS_SCRIPT` (keep `{key}` in it; its host must be added to the host page's
 * script-src in platform/server/http/security-headers.ts).
 */
export const MAPS_SCRIPT_TEMPLATE: string = import.meta.env.VITE_MAPS_SCRIPT || 'https://webapi.amap.com/maps?v=2.0&key={key}';

/** A script that has not arrived by then counts as failed: the page goes on without the map. */
export const MAPS_TIMEOUT_MS = 15_000;

export const mapsScriptUrl = (key: string, template = MAPS_SCRIPT_TEMPLATE): string =>
  template.replaceAll('{key}', encodeURIComponent(key));

let loading: Promise<boolean> | undefined;

/**
 * Adds the maps script once per page load and tells whether it arrived. Without a key nothing is
 * loaded. Never rejects: on a machine without internet the script fails and the page carries on
 * (true = loaded, false = no key, failed or timed out). A failed load may be tried again by the
 * next map page; a slow one is left to finish rather than requested twice.
 */
export function loadMapsScript(key: string): Promise<boolean> {
  const trimmed = key.trim();
  if (!trimmed) return Promise.resolve(false);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      resolve(loaded);
    };
    const timer = setTimeout(() => settle(false), MAPS_TIMEOUT_MS);
    script.src = mapsScriptUrl(trimmed);
    script.async = true;
    script.onload = () => settle(true);
    script.onerror = () => {
      script.remove();
      loading = undefined;
      settle(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}
