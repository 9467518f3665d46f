import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';
import { alert, closePopups, toast } from './dialogs';
import { changeLanguage, setupI18n } from './i18n';
import { loadingCount, loadingEnded } from './loading';
import { goLogin } from './login-redirect';
import { goTo } from './navigation';
import { pageState } from './page-state';
import { fetchData, NETWORK_ERROR, request, RequestError } from './request';
import { storage } from './storage';

vi.mock('./dialogs', () => ({
  POPUP_MS: 1500,
  toast: vi.fn(),
  alert: vi.fn(async () => undefined),
  closePopups: vi.fn(),
  confirm: vi.fn(),
}));
vi.mock('./navigation', () => ({ goTo: vi.fn() }));
vi.mock('./login-redirect', () => ({ goLogin: vi.fn() }));

const getThing = defineCall({
  method: 'GET',
  path: '/demo/wap/thing/get',
  summary: 'test',
  access: 'public',
  input: z.object({ id: z.string(), tags: z.array(z.string()).optional() }),
  output: z.object({ name: z.string() }),
});
const saveThing = defineCall({
  method: 'POST',
  path: '/demo/wap/thing/save',
  summary: 'test',
  access: 'public',
  input: z.object({ name: z.string(), at: z.date(), tags: z.array(z.string()) }),
  output: z.object({}),
});
const saveJson = defineCall({ ...saveThing, encoding: 'json' });

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const sent = (i = 0) => ({ url: String(fetchMock.mock.calls[i][0]), init: fetchMock.mock.calls[i][1] as RequestInit });
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

beforeAll(() => setupI18n('zh'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
  vi.mocked(alert).mockClear();
  vi.mocked(closePopups).mockClear();
  vi.mocked(goTo).mockClear();
  vi.mocked(goLogin).mockClear();
  pageState.set(null);
  loadingCount.set(0);
});

describe('request(): what is sent (spec §7)', () => {
  it('GET sends the input as query, with credentials and the XHR header', async () => {
    answer({ e: 0, m: '操作成功', d: { name: '甲' } });
    const result = await request(getThing, { id: '7', tags: ['a', 'b'] });
    expect(result).toEqual({ e: 0, m: '操作成功', d: { name: '甲' } });
    const { url, init } = sent();
    expect(url).toBe('/demo/wap/thing/get?id=7&tags%5B%5D=a&tags%5B%5D=b');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(header(init, 'X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('says which language the user reads, so the server answers its messages in it', async () => {
    answer({ e: 0, m: '操作成功', d: {} });
    await request(getThing, { id: '7' });
    expect(header(sent().init, 'X-Lang')).toBe('zh');
    await changeLanguage('en');
    try {
      answer({ e: 0, m: '操作成功', d: {} });
      await request(getThing, { id: '7' });
      expect(header(sent(1).init, 'X-Lang')).toBe('en');
    } finally {
      await changeLanguage('zh');
    }
  });

  it('POST is form-encoded by default, with times in seconds', async () => {
    answer({ e: 0, m: '操作成功', d: {} });
    await request(saveThing, { name: '张三', at: new Date(1_700_000_000_500), tags: ['x'] });
    const { init } = sent();
    expect(header(init, 'Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(String(init.body)).get('name')).toBe('张三');
    expect(new URLSearchParams(String(init.body)).get('at')).toBe('1700000000');
    expect(new URLSearchParams(String(init.body)).getAll('tags[]')).toEqual(['x']);
  });

  it('sends JSON when the caller or the contract asks for it', async () => {
    answer({ e: 0, m: '', d: {} });
    answer({ e: 0, m: '', d: {} });
    await request(saveThing, { name: 'a', at: new Date(2_000), tags: [] }, { json: true });
    await request(saveJson, { name: 'b', at: new Date(3_000), tags: [] });
    for (const i of [0, 1]) expect(header(sent(i).init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent(0).init.body))).toEqual({ name: 'a', at: 2, tags: [] });
    expect(JSON.parse(String(sent(1).init.body)).name).toBe('b');
  });
});

describe('request(): answers (spec §8)', () => {
  it('hands business failures back untouched, with no popup', async () => {
    answer({ e: 1, m: '账号或密码错误', d: {} });
    const result = await request(getThing, { id: '1' });
    expect(result.e).toBe(1);
    expect(result.m).toBe('账号或密码错误');
    expect(toast).not.toHaveBeenCalled();
  });

  it('10013: marks the user logged out, hides popups and goes to d.login_url', async () => {
    document.cookie = 'eai-sess-active=1; path=/';
    storage.set('session', { name: '甲', valid: true, auth: {} });
    answer({ e: 10013, m: '用户信息已失效,请重新进入页面', d: { login_url: 'http://localhost/uc/wap/login?redirect=x' } });
    const result = await request(getThing, { id: '1' });
    expect(result.e).toBe(10013);
    expect(document.cookie).not.toContain('eai-sess-active=1');
    expect(storage.get('session')).toBeUndefined();
    expect(closePopups).toHaveBeenCalled();
    expect(goTo).toHaveBeenCalledWith('http://localhost/uc/wap/login?redirect=x');
    expect(alert).not.toHaveBeenCalled();
  });

  it('10013 without a login address: alerts the message, and OK goes to the login', async () => {
    // Seconds after the previous test's 10013, which alone would have gone to the login.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    answer({ e: 10013, m: '请先登录', d: {} });
    await request(getThing, { id: '1' });
    expect(alert).toHaveBeenCalledWith('请先登录');
    expect(goLogin).toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('10013 answered to several calls at once goes to the login once: a second page load would abort the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 20_000);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ e: 10013, m: '请先登录', d: { login_url: '/uc/wap/login' } })));
    const answers = await Promise.all([request(getThing, { id: '1' }), request(getThing, { id: '2' }), request(getThing, { id: '3' })]);
    expect(answers.map((a) => a.e)).toEqual([10013, 10013, 10013]);
    expect(goTo).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('10013 in scuInfo mode passes through: logged out, but the page stays', async () => {
    storage.set('session', { name: '甲', valid: true, auth: {} });
    answer({ e: 10013, m: '请先登录', d: { login_url: '/uc/wap/login' } });
    const result = await request(getThing, { id: '1' }, { mode: 'scuInfo' });
    expect(result.e).toBe(10013);
    expect(storage.get('session')).toBeUndefined();
    expect(closePopups).toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(goLogin).not.toHaveBeenCalled();
  });

  it('10028: goes to the change-password page the server names, in scuInfo mode too, and stays signed in', async () => {
    storage.set('session', { name: '甲', valid: true, auth: {} });
    const change_url = 'http://localhost/site/center/password?redirect=x';
    answer({ e: 10028, m: '首次登录或密码被重置后，请先修改密码', d: { change_url } });
    const result = await request(getThing, { id: '1' }, { mode: 'scuInfo' });
    expect(result.e).toBe(10028);
    expect(goTo).toHaveBeenCalledWith(change_url, true);
    expect(storage.get('session')).toBeDefined();
    expect(goLogin).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('locationErr: a success without d shows the no-data page; with d it does not', async () => {
    answer({ e: 0, m: '操作成功', d: { name: 'x' } });
    await request(getThing, { id: '1' }, { mode: 'locationErr' });
    expect(pageState.get()).toBeNull();
    answer({ e: 0, m: '操作成功' });
    await request(getThing, { id: '1' }, { mode: 'locationErr' });
    expect(pageState.get()).toBe('noData');
  });

  it('an answer that is not an envelope is logged to the server and shows 系统异常 for 1500 ms', async () => {
    answer('<html>502 Bad Gateway</html>', 502);
    fetchMock.mockResolvedValueOnce(new Response('{"e":0,"m":"","d":{}}'));
    const result = await request(getThing, { id: '1' });
    expect(result.e).toBe(10500);
    expect(result.m).toBe('系统异常');
    expect(toast).toHaveBeenCalledWith('系统异常', 1500);
    const log = sent(1);
    expect(log.url).toBe('/api/log/save-web-log');
    expect(log.init.method).toBe('POST');
    const body = JSON.parse(String(log.init.body));
    expect(body.err_message).toContain('/demo/wap/thing/get');
    expect(body.return_data).toContain('502 Bad Gateway');
  });

  it('shows 系统异常 as a full page when asked', async () => {
    answer('not json', 500);
    fetchMock.mockResolvedValueOnce(new Response('{}'));
    await request(getThing, { id: '1' }, { fullPageError: true });
    expect(pageState.get()).toBe('systemError');
    expect(toast).not.toHaveBeenCalled();
  });

  it('the server’s own 系统异常 shows the popup without logging again', async () => {
    answer({ e: 10500, m: '系统异常', d: {} });
    await request(getThing, { id: '1' });
    expect(toast).toHaveBeenCalledWith('系统异常', 1500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a network failure answers e = -1 with 网络错误 and says so', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await request(getThing, { id: '1' });
    expect(result).toEqual({ e: NETWORK_ERROR, m: '网络错误', d: undefined });
    expect(toast).toHaveBeenCalledWith('网络错误', 1500);
  });

  it('no 网络错误 popup when the screen shows the network-error screen itself (queries)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await fetchData(getThing, { id: '1' }).catch((e: unknown) => e);
    expect((error as RequestError).code).toBe(NETWORK_ERROR);
    expect(toast).not.toHaveBeenCalled();
  });

  it('quiet calls show nothing and log nothing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer('oops', 500);
    await request(getThing, { id: '1' }, { quiet: true });
    await request(getThing, { id: '1' }, { quiet: true });
    expect(toast).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an aborted call rejects instead of pretending the network failed', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(request(getThing, { id: '1' })).rejects.toThrow('aborted');
    expect(toast).not.toHaveBeenCalled();
  });

  it('fetchData resolves with d, and throws the envelope of a failure', async () => {
    answer({ e: 0, m: '', d: { name: '乙' } });
    await expect(fetchData(getThing, { id: '1' })).resolves.toEqual({ name: '乙' });
    answer({ e: 10004, m: '请求的内容不存在', d: {} });
    const error = await fetchData(getThing, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).code).toBe(10004);
    expect((error as RequestError).message).toBe('请求的内容不存在');
  });
});

describe('loading counter (spec §4)', () => {
  it('counts a call while it runs and lets go 300 ms after it ends', async () => {
    vi.useFakeTimers();
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const pending = request(getThing, { id: '1' }, { loading: true });
    expect(loadingCount.get()).toBe(1);
    release(new Response('{"e":0,"m":"","d":{"name":"x"}}'));
    await pending;
    expect(loadingCount.get()).toBe(1);
    vi.advanceTimersByTime(299);
    expect(loadingCount.get()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(loadingCount.get()).toBe(0);
  });

  it('never goes below zero', () => {
    vi.useFakeTimers();
    loadingEnded();
    loadingEnded();
    vi.advanceTimersByTime(300);
    expect(loadingCount.get()).toBe(0);
  });
});
