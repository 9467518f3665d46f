import { loadMapsScript } from '@quad/platform/shell/maps';
import { loadSiteSettings } from '@quad/platform/shell/startup';

/** What AMap's geocoder says of a place (its `regeocode`): the address and its parts. */
export interface TPlaceDetails {
  formattedAddress: string;
  province: string;
  /** '' for the municipalities (北京, 上海…), as AMap answers. */
  city: string;
  district: string;
  /** The converted (GCJ-02) position AMap describes. */
  lng: number;
  lat: number;
}

interface TRegeocode {
  formattedAddress?: string;
  addressComponent?: { province?: string; city?: string | string[]; district?: string };
}

/** The little of AMap JS API v2 used here (the shell's default maps script). */
interface TAMap {
  convertFrom(lnglat: [number, number], type: 'gps', done: (status: string, result: { locations?: { lng: number; lat: number }[] }) => void): void;
  plugin(name: string, ready: () => void): void;
  Geocoder: new () => { getAddress(lnglat: [number, number], done: (status: string, result: { regeocode?: TRegeocode }) => void): void };
}

const TIMEOUT_MS = 8_000;

/**
 * The place of a browser position, when the site configured a maps key and the script is AMap's:
 * browser coordinates (WGS-84) are converted to AMap's before asking its geocoder. Undefined when
 * there is no key, the script did not arrive (offline), it is another provider's, or AMap failed;
 * the person then types the address.
 */
export async function placeDetails(p: { lng: number; lat: number }): Promise<TPlaceDetails | undefined> {
  const settings = await loadSiteSettings();
  if (!settings?.maps_key || !(await loadMapsScript(settings.maps_key))) return undefined;
  const amap = (window as { AMap?: TAMap }).AMap;
  if (typeof amap?.convertFrom !== 'function' || typeof amap.plugin !== 'function') return undefined;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), TIMEOUT_MS);
    const settle = (details?: TPlaceDetails) => {
      clearTimeout(timer);
      resolve(details?.formattedAddress ? details : undefined);
    };
    amap.convertFrom([p.lng, p.lat], 'gps', (status, converted) => {
      const at = converted.locations?.[0];
      if (status !== 'complete' || !at) return settle();
      amap.plugin('AMap.Geocoder', () => {
        new amap.Geocoder().getAddress([at.lng, at.lat], (s, result) => {
          const r = s === 'complete' ? result.regeocode : undefined;
          const parts = r?.addressComponent ?? {};
          settle(
            r && {
              formattedAddress: r.formattedAddress ?? '',
              province: parts.province ?? '',
              // AMap answers [] for a municipality's city.
              city: typeof parts.city === 'string' ? parts.city : '',
              district: parts.district ?? '',
              lng: at.lng,
              lat: at.lat,
            },
          );
        });
      });
    });
  });
}

/** The address alone, for a form's location field. */
export const placeName = async (p: { lng: number; lat: number }): Promise<string | undefined> => (await placeDetails(p))?.formattedAddress;
