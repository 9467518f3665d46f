import type { TPlaceDetails } from './place-name';

/** Why the browser gave no position: refused, unavailable, or no geolocation at all. */
class LocateError extends Error {}

const TIMEOUT_MS = 15_000;

/** The person's position from the browser (WGS-84, six decimals: about 10 cm). */
export function locate(): Promise<{ lng: number; lat: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new LocateError('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lng: Number(p.coords.longitude.toFixed(6)), lat: Number(p.coords.latitude.toFixed(6)) }),
      (e) => reject(new LocateError(e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

/** The position and its address (the maps service's when the site has one, else `fallback` of the coordinates). */
export async function locatePlace(fallback: (p: { lng: number; lat: number }) => string): Promise<{ lng: number; lat: number; address: string }> {
  const p = await locate();
  const { placeName } = await import('./place-name');
  return { ...p, address: (await placeName(p)) ?? fallback(p) };
}

/** The address parts of a position, the maps client loaded only when a page first asks (it is not small). */
export const placeDetails = async (p: { lng: number; lat: number }): Promise<TPlaceDetails | undefined> =>
  (await import('./place-name')).placeDetails(p);
