import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert } from './dialogs';
import { setupI18n } from './i18n';
import { setupShareMenu, shareableUrl } from './share-menu';
import { CONFIG_FAILED, NATIVE_APIS, SHARE_APIS, type TShareCard, type TWx } from './wx-sdk';

vi.mock('./dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(async () => undefined), closePopups: vi.fn() }));

/** A stand-in for the messaging app's `wx`: records what the shell asks and lets the test answer. */
function fakeWx() {
  let onReady = () => {};
  let onError: (result: { errMsg?: string }) => void = () => {};
  const shared: Record<string, TShareCard> = {};
  const wx = {
    config: vi.fn(),
    ready: (callback: () => void) => (onReady = callback),
    error: (callback: (result: { errMsg?: string }) => void) => (onError = callback),
    ...Object.fromEntries(SHARE_APIS.map((api) => [api, (card: TShareCard) => (shared[api] = card)])),
  } as unknown as TWx & { config: ReturnType<typeof vi.fn> };
  return { wx, shared, ready: () => onReady(), fail: (errMsg: string) => onError({ errMsg }) };
}

const SHARE_ANSWER = {
  e: 0,
  m: '操作成功',
  d: {
    info: { image: 'http://localhost/static/logos/north.svg', title: '每日上报 - 北辰大学', desc: '欢迎访问北辰大学', url: 'x', wid: '7' },
    config: { appId: 'ww123', timestamp: 1760000000, nonceStr: 'abc', signature: 'f'.repeat(40) },
  },
};
const ENTRY = 'http://localhost/site/ncov/index?service=ncov&service_id=7&code=C0DE&state=S7&x=1#top';

const fetchMock = vi.fn<typeof fetch>();
const sentBody = () => new URLSearchParams(String(fetchMock.mock.calls[0][1]?.body));

beforeAll(() => setupI18n('zh'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(alert).mockClear();
});

describe('share menu in the messaging app (spec §7)', () => {
  it('signs the entry address without code, state and hash', () => {
    expect(shareableUrl(ENTRY)).toBe('http://localhost/site/ncov/index?service=ncov&service_id=7&x=1');
  });

  it('asks for the share info and sets the five entries from it', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(SHARE_ANSWER)));
    const { wx, shared, ready } = fakeWx();
    const done = setupShareMenu(ENTRY, async () => wx);
    await vi.waitFor(() => expect(wx.config).toHaveBeenCalled());

    expect(String(fetchMock.mock.calls[0][0])).toBe('/wap/share/info');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(Object.fromEntries(sentBody())).toEqual({
      service: 'ncov',
      service_id: '7',
      url: 'http://localhost/site/ncov/index?service=ncov&service_id=7&x=1',
    });
    expect(wx.config).toHaveBeenCalledWith({ debug: false, ...SHARE_ANSWER.d.config, jsApiList: [...SHARE_APIS, ...NATIVE_APIS] });

    ready();
    await done;
    const card = { title: '每日上报 - 北辰大学', desc: '欢迎访问北辰大学', link: 'x', imgUrl: 'http://localhost/static/logos/north.svg' };
    expect(Object.keys(shared)).toEqual([
      'onMenuShareTimeline',
      'onMenuShareAppMessage',
      'onMenuShareQQ',
      'onMenuShareWeibo',
      'onMenuShareQZone',
    ]);
    for (const api of SHARE_APIS) expect(shared[api]).toEqual(card);
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts the error plus config信息验证失败 when the signature is refused', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(SHARE_ANSWER)));
    const { wx, shared, fail } = fakeWx();
    const done = setupShareMenu(ENTRY, async () => wx);
    await vi.waitFor(() => expect(wx.config).toHaveBeenCalled());
    fail('config:invalid signature');
    await done;
    expect(alert).toHaveBeenCalledWith(`config:invalid signature ${CONFIG_FAILED}`);
    expect(CONFIG_FAILED).toBe('config信息验证失败');
    expect(shared).toEqual({});
  });

  it('leaves the default menu, without loading the SDK, when the server refuses', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ e: 10022, m: '当前页面地址不属于本站，无法分享', d: {} })));
    const sdk = vi.fn(async () => fakeWx().wx);
    await setupShareMenu(ENTRY, sdk);
    expect(sdk).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('carries on quietly when the SDK cannot be fetched', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(SHARE_ANSWER)));
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(setupShareMenu(ENTRY, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(printed).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    printed.mockRestore();
  });

  it("settles the app's features when the menu cannot be set up, so they fall back to the page's", async () => {
    for (const fails of [
      () => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ e: 10022, m: '当前页面地址不属于本站，无法分享', d: {} }))),
      () => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(SHARE_ANSWER))),
    ]) {
      // A page's first set-up: the module's `wxReady` has not settled yet.
      vi.resetModules();
      const fresh = await import('./share-menu');
      const { wxReady } = await import('./wx-sdk');
      fails();
      const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
      await fresh.setupShareMenu(ENTRY, () => Promise.reject(new Error('offline')));
      printed.mockRestore();
      await expect(wxReady).rejects.toThrow();
    }
  });
});
