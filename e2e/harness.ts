import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Download, type LaunchOptions, type Locator, type Page } from 'playwright-core';

/**
 * Browser tests run the built server (`npm run build` first: this file builds nothing) on a free
 * port with a fresh data folder, and drive Debian's chromium through playwright-core.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');

export interface TServer {
  port: number;
  dataDir: string;
  /** Address of a page on a demo site: `north` (default host) or another site at `<id>.localhost`. */
  url(pathname: string, site?: string): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer within 60 s:\n${output()}`);
}

/** The built server on `dataDir`, answering its health check; `stop` ends it (SIGTERM: it checkpoints and closes). */
async function spawnServer(dataDir: string, env: Record<string, string>) {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(`http://127.0.0.1:${port}`, child, () => log);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { port, stop };
}

/**
 * A data folder with the demo sites migrated and seeded, made once per run by e2e/global-setup.ts:
 * every test file's server starts on a copy of it instead of seeding its own (half its start-up).
 */
export async function seedDataTemplate(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-template-'));
  const server = await spawnServer(dataDir, {});
  await server.stop();
  return dataDir;
}

export async function startServer(env: Record<string, string> = {}): Promise<TServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-'));
  const template = inject('e2eDataTemplate');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const { port, stop } = await spawnServer(dataDir, env);
  return {
    port,
    dataDir,
    url: (pathname, site) => `http://${site ? `${site}.localhost` : 'localhost'}:${port}${pathname}`,
    async stop() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's chromium, headless, without what would reach out of the machine. */
const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The suite's one chromium, started by the global setup: a launch per file was 1.5 to 3 s of each. Files
 * connect to it and keep apart in contexts of their own, which their disconnection closes.
 */
export const startSharedBrowser = (): Promise<BrowserServer> => chromium.launchServer(CHROMIUM);

const connectBrowser = (): Promise<Browser> => chromium.connect(inject('e2eBrowser'));

/** A download's bytes. Read through the connection: the browser's copy is in its own folder, not the test's. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A phone: small touch screen and a mobile browser's user agent. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 667 },
  screen: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  locale: 'zh-CN',
};

/** A phone inside the enterprise messaging app. */
export const MESSAGING_APP: BrowserContextOptions = {
  ...PHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh',
};

/**
 * The messaging app's JS-SDK cannot be fetched here: a stand-in answers its address, records what
 * the page configures (`window.__wx`), and then either accepts the signature or refuses it. Its
 * scanner answers `window.__wxScanResult`, the code the test holds in front of it, and counts its scans;
 * its picture viewer notes what it was asked to show (`__wx.previewed`); its picker hands over
 * `window.__wxPicture` (base64, as Android's app does).
 */
export function serveFakeWx(page: Page, outcome: 'ready' | 'error') {
  const settle =
    outcome === 'ready'
      ? 'ready(cb) { setTimeout(cb, 0); }, error() {},'
      : "ready() {}, error(cb) { setTimeout(() => cb({ errMsg: 'config:invalid signature' }), 0); },";
  const body = `window.wx = {
    config(options) { window.__wx = { config: options, shared: {}, scans: 0 }; },
    ${settle}
    ${['onMenuShareTimeline', 'onMenuShareAppMessage', 'onMenuShareQQ', 'onMenuShareWeibo', 'onMenuShareQZone']
      .map((api) => `${api}(card) { window.__wx.shared.${api} = card; },`)
      .join('\n')}
    scanQRCode(options) { window.__wx.scans++; setTimeout(() => options.success({ resultStr: window.__wxScanResult }), 0); },
    previewImage(options) { window.__wx.previewed = options; },
    chooseImage(options) { setTimeout(() => options.success({ localIds: ['wxLocalResource://photo-1'] }), 0); },
    getLocalImgData(options) { setTimeout(() => options.success({ localData: window.__wxPicture }), 0); },
  };`;
  return page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body }));
}

/** A desktop browser window of 1280×800 on a screen of the same size. */
export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  screen: { width: 1280, height: 800 },
  locale: 'zh-CN',
  // The console then opens its dialogs without antd's zoom, so a click never lands on a dialog still growing.
  reducedMotion: 'reduce',
};

/** Signs in through the login screen and waits until the app has left it. */
export async function signIn(page: Page, username = 'student', password = 'student123'): Promise<void> {
  await page.getByPlaceholder('请输入学工号或账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/center/login'));
}

/** The login screen, which goes on to `target` (a path of the default site) once signed in. */
export const loginUrl = (server: TServer, target: string): string =>
  server.url('/site/center/login?redirect_url=' + encodeURIComponent(server.url(target)));

/** A call of the portal's API with the page's session (POST): its answer's `d`, or a failure naming `e` and `m`. */
export async function callApi<T = unknown>(server: TServer, page: Page, pathname: string, options: Parameters<Page['request']['post']>[1]): Promise<T> {
  const response = await page.request.post(server.url(pathname), options);
  const answer = (await response.json()) as { e: number; m: string; d: T };
  if (answer.e !== 0) throw new Error(`${pathname}: ${answer.e} ${answer.m}`);
  return answer.d;
}

/** Opens a page that asks for a sign-in (a console page) as `username`, and waits until it comes back after it. */
export async function openAs(server: TServer, page: Page, pathname: string, username = 'admin', password = 'admin123', site?: string): Promise<void> {
  await page.goto(server.url(pathname, site));
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The phone's forced first step after signing in with a first (or reset) password: set a new one. */
export async function changeFirstPassword(page: Page, firstPassword: string, newPassword: string): Promise<void> {
  await page.getByText('为了账号安全，首次登录或密码被重置后，请先设置新密码。').waitFor();
  await page.getByLabel(/^当前密码/).fill(firstPassword);
  await page.getByLabel(/^新密码/).fill(newPassword);
  await page.getByLabel(/^确认新密码/).fill(newPassword);
  await page.getByRole('button', { name: '确认修改' }).click();
}

export async function newPage(browser: Browser, options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page };
}

/** A phone signed in as the demo student through the login screen, which returns it to the personal centre. */
export async function studentOnPersonalPage(
  env: { server: TServer; browser: Browser },
  device: BrowserContextOptions = PHONE,
  prepare?: (page: Page) => unknown,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(env.browser, device);
  await prepare?.(opened.page);
  await opened.page.goto(loginUrl(env.server, '/site/center/personal'));
  await signIn(opened.page);
  return opened;
}

/**
 * One server and one browser per test file: registers the hooks and hands back a holder whose
 * fields are filled before the first test runs.
 */
export function serverAndBrowser(): { server: TServer; browser: Browser } {
  const env = {} as { server: TServer; browser: Browser };
  beforeAll(async () => {
    const [server, browser] = await Promise.allSettled([startServer(), connectBrowser()]);
    if (server.status === 'fulfilled') env.server = server.value;
    if (browser.status === 'fulfilled') env.browser = browser.value;
    // afterAll stops whichever did start.
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/** The settings answer (`/wap/setting/info`) a site's pages get, asked with the site's host name. */
function siteSettingsAnswer(server: TServer, siteId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path: '/wap/setting/info', headers: { host: `${siteId}.localhost:${server.port}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Runs `work` on the server's own SQLite file (WAL lets it write beside the running server), closing it after. */
export function withServerDb<T>(server: TServer, work: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, 'quad.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * Merges `patch` into a site's `settings` JSON (camelCase keys, as the server stores them: `titles`,
 * `enabledApps`, `hiddenFeatures`, `lang`, `mapsKey` …) straight in the server's SQLite file, then
 * waits until the server serves it: it re-reads sites every 5 s. The patch must change the
 * site's settings answer, which is how the change is seen.
 */
export async function updateSiteSettings(server: TServer, siteId: string, patch: Record<string, unknown>): Promise<void> {
  const before = await siteSettingsAnswer(server, siteId);
  withServerDb(server, (db) => {
    const row = db.prepare('SELECT settings FROM sites WHERE id = ?').get(siteId) as { settings: string } | undefined;
    if (!row) throw new Error(`no site ${siteId}`);
    const settings = { ...(JSON.parse(row.settings) as Record<string, unknown>), ...patch };
    db.prepare('UPDATE sites SET settings = ? WHERE id = ?').run(JSON.stringify(settings), siteId);
  });
  const deadline = Date.now() + 10_000;
  while ((await siteSettingsAnswer(server, siteId)) === before) {
    if (Date.now() > deadline) throw new Error(`site ${siteId}: the server still answers the old settings after 10 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** How a finger (a touch screen) or a mouse (the console's phone preview) presses. */
type TPress = 'tap' | 'click';

/** Taps a phone picker's button (named by its label and what it shows) and answers the popup it opens. */
export async function openPicker(page: Page, name: string | RegExp, press: TPress = 'tap'): Promise<Locator> {
  await page.getByRole('button', { name })[press]();
  const popup = page.locator('.adm-popup-body').filter({ visible: true });
  await popup.waitFor();
  return popup;
}

/** Confirms a picker popup and waits until it has slid away, so the next one opened is the only one showing. */
export async function confirmPicker(popup: Locator, press: TPress = 'tap'): Promise<void> {
  await popup.getByRole('button', { name: '确定' })[press]();
  await popup.waitFor({ state: 'hidden' });
}

/** A wheel item by its label (antd-mobile hides the items from the accessibility tree: a finger taps them). */
export const wheelItem = (scope: Locator, label: string): Locator =>
  scope.locator('.adm-picker-view-column-item').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/**
 * Turns one wheel (`.adm-picker-view-column`) to `label` as a finger would, two items at a time: an item
 * far from the selected one (the 1st of next month from the 29th) lies outside the wheel's window and
 * cannot be tapped.
 */
export async function turnWheel(column: Locator, label: string): Promise<void> {
  const items = column.locator('.adm-picker-view-column-item');
  const target = (await items.allTextContents()).indexOf(label);
  if (target < 0) throw new Error(`the wheel has no item ${label}`);
  for (;;) {
    const at = await items.evaluateAll((els) => els.findIndex((e) => e.getAttribute('data-selected') === 'true'));
    if (at === target) return;
    const next = at + Math.max(-2, Math.min(2, target - at));
    await items.nth(next).tap();
    await expect.poll(() => items.nth(next).getAttribute('data-selected')).toBe('true');
  }
}

/**
 * Gives a demo account a department-scoped built-in role (`leader`, `instructor` …) in its own
 * department, straight in the server's SQLite file; call it before the account signs in, as the server
 * keeps a signed-in person's permissions for up to a minute.
 */
export function grantDepartmentRole(server: TServer, siteId: string, username: string, roleKey: string): void {
  const granted = withServerDb(server, (db) =>
    db
      .prepare(
        `INSERT INTO user_roles (site_id, user_id, role_id, dept_id)
         SELECT u.site_id, u.id, r.id, u.dept_id FROM users u JOIN roles r ON r.site_id = u.site_id AND r.key = ?
         WHERE u.site_id = ? AND u.username = ?`,
      )
      .run(roleKey, siteId, username),
  );
  if (granted.changes !== 1) throw new Error(`no ${username} or no role ${roleKey} on site ${siteId}`);
}
