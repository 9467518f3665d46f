import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeName } from './place-name';

const site = vi.hoisted(() => ({ key: 'k', loaded: true }));
vi.mock('@quad/platform/shell/startup', () => ({ loadSiteSettings: async () => ({ maps_key: site.key }) }));
vi.mock('@quad/platform/shell/maps', () => ({ loadMapsScript: async (key: string) => !!key && site.loaded }));

/** AMap's calls as the JS API v2 answers them. */
const fakeAMap = (address: string | undefined) => ({
  convertFrom: (p: [number, number], _type: string, done: (s: string, r: unknown) => void) => done('complete', { locations: [{ lng: p[0] + 0.005, lat: p[1] - 0.002 }] }),
  plugin: (_name: string, ready: () => void) => ready(),
  Geocoder: class {
    getAddress(p: [number, number], done: (s: string, r: unknown) => void) {
      asked.push(p);
      done(address ? 'complete' : 'no_data', { regeocode: { formattedAddress: address } });
    }
  },
});
let asked: [number, number][] = [];

afterEach(() => {
  Reflect.deleteProperty(window, 'AMap');
  asked = [];
  site.key = 'k';
  site.loaded = true;
});

describe('place name from the maps service', () => {
  it("asks AMap's geocoder with converted coordinates", async () => {
    Object.assign(window, { AMap: fakeAMap('广东省广州市天河区五山路') });
    expect(await placeName({ lng: 113.3, lat: 23.1 })).toBe('广东省广州市天河区五山路');
    expect(asked[0]![0]).toBeCloseTo(113.305);
  });

  it('gives nothing without a key, without the script, with another provider, or when AMap knows no address', async () => {
    Object.assign(window, { AMap: fakeAMap(undefined) });
    expect(await placeName({ lng: 1, lat: 2 })).toBeUndefined();
    site.loaded = false;
    expect(await placeName({ lng: 1, lat: 2 })).toBeUndefined();
    site.key = '';
    site.loaded = true;
    expect(await placeName({ lng: 1, lat: 2 })).toBeUndefined();
    site.key = 'k';
    Object.assign(window, { AMap: {} });
    expect(await placeName({ lng: 1, lat: 2 })).toBeUndefined();
  });
});
