import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWx } from './wx-sdk';

let sdk: typeof import('./wx-sdk');
beforeEach(async () => {
  vi.resetModules();
  sdk = await import('./wx-sdk');
  document.head.innerHTML = '';
  delete window.wx;
});

const script = () => document.head.querySelector('script');

describe('JS-SDK adapter', () => {
  it('fetches the SDK once and hands back its wx', async () => {
    const loaded = sdk.loadWx();
    void sdk.loadWx();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(script()?.src).toBe(sdk.JSSDK_URL);
    const wx = { config: vi.fn() } as unknown as TWx;
    window.wx = wx;
    script()?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(wx);
  });

  it('fails when the SDK cannot be fetched, and may be tried again', async () => {
    const failed = sdk.loadWx();
    script()?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('JS-SDK not reachable');
    expect(script()).toBeNull();
    void sdk.loadWx();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
