import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with a page that has loaded nothing yet.
let maps: typeof import('./maps');
beforeEach(async () => {
  vi.resetModules();
  maps = await import('./maps');
  document.head.innerHTML = '';
});

const scripts = () => [...document.head.querySelectorAll('script')];

describe('maps script (spec §2.1, §9)', () => {
  it('puts the site key into the AMap v2 address', () => {
    expect(maps.MAPS_SCRIPT_TEMPLATE).toBe('https://webapi.amap.com/maps?v=2.0&key={key}');
    expect(maps.mapsScriptUrl('a1b2')).toBe('https://webapi.amap.com/maps?v=2.0&key=a1b2');
    expect(maps.mapsScriptUrl('a&b', 'https://maps.example/js?k={key}&x={key}')).toBe('https://maps.example/js?k=a%26b&x=a%26b');
  });

  it('loads nothing when the site has no key', async () => {
    await expect(maps.loadMapsScript('')).resolves.toBe(false);
    await expect(maps.loadMapsScript('   ')).resolves.toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script once, however many map pages ask', async () => {
    const first = maps.loadMapsScript('k1');
    const second = maps.loadMapsScript('k1');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].src).toBe('https://webapi.amap.com/maps?v=2.0&key=k1');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    await expect(maps.loadMapsScript('k1')).resolves.toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it('lets the page carry on when the script cannot be fetched (offline), and tries again on the next map page', async () => {
    const failed = maps.loadMapsScript('k1');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe(false);
    expect(scripts()).toHaveLength(0);
    const retry = maps.loadMapsScript('k1');
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(true);
  });

  it('gives up waiting after the timeout without adding the script twice', async () => {
    vi.useFakeTimers();
    const slow = maps.loadMapsScript('k1');
    vi.advanceTimersByTime(maps.MAPS_TIMEOUT_MS);
    await expect(slow).resolves.toBe(false);
    await expect(maps.loadMapsScript('k1')).resolves.toBe(false);
    expect(scripts()).toHaveLength(1);
  });
});
