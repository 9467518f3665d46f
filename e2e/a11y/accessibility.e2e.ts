import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ErrorCode } from '@quad/contracts/errors';
import { DESKTOP, grantDepartmentRole, newPage, PHONE, serverAndBrowser, signIn } from '../harness';
import { describeViolations, injectAxe, seriousViolations } from './axe';
import { registeredPages } from './registered-pages';

const env = serverAndBrowser();

/**
 * Who sees the phone pages: the site administrator sees nearly all of them; a page refused to them is
 * checked again as the teacher, instructor of a class and, for this test, leader of its department.
 */
const PHONE_ROLES = ['admin', 'teacher'];

/** Anything still loading: a screen is checked once it shows what its user would read. */
const BUSY = '.q-state[role="status"], .ant-spin-spinning, .adm-skeleton';

/**
 * Moves the app to `pathname` as its links do (history, then the router's own popstate) and waits until
 * the page on screen is the one at the address, which a redirect inside the app may have changed. A
 * redirect out of the app loads another document, which the caller then waits on.
 */
async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.waitForFunction(() => document.documentElement.dataset.page === location.pathname, undefined, { timeout: 15_000 }).catch(async (error: Error) => {
    if (!/Execution context was destroyed|navigation/i.test(error.message)) throw error;
    await page.waitForLoadState('load');
  });
}

/** One page, reused for every route: counts its calls in flight and notes a refusal (10003) among their answers. */
function watchedPage(page: Page) {
  let inFlight = 0;
  let refused = false;
  // Answers whose bodies are still being read: a refusal counts only once its body is in.
  const reading = new Set<Promise<unknown>>();
  const isCall = (request: { resourceType(): string }) => ['fetch', 'xhr'].includes(request.resourceType());
  // Only what is shown counts: a page the app keeps hidden while another is open (the home) may hold a widget that waits.
  const busy = page.locator('#route-progress[data-state="running"]').or(page.locator(BUSY).locator('visible=true'));
  page.on('request', (request) => isCall(request) && inFlight++);
  page.on('requestfinished', (request) => isCall(request) && inFlight--);
  page.on('requestfailed', (request) => isCall(request) && inFlight--);
  page.on('response', (response) => {
    if (!isCall(response.request())) return;
    const read = response.json().then(
      (body: { e?: number } | null) => body?.e === ErrorCode.FORBIDDEN && (refused = true),
      () => undefined,
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return {
    page,
    /**
     * Opens `pathname`, waits until it has settled, and tells whether the user was refused it. From a
     * page of the app it goes the way a link does (the app stays loaded, as in use); from elsewhere (a
     * page that handed the browser on) it loads the address.
     */
    async open(pathname: string): Promise<{ refused: boolean }> {
      refused = false;
      if (await page.evaluate(() => document.documentElement.dataset.page !== undefined)) await navigateInApp(page, pathname);
      else await page.goto(env.server.url(pathname));
      await expect
        .poll(async () => inFlight === 0 && (await busy.count()) === 0, { timeout: 15_000, interval: 50, message: `${pathname} never settled` })
        .toBe(true);
      await Promise.all(reading);
      return { refused };
    },
  };
}

async function signedInPage(browser: Browser, options: BrowserContextOptions) {
  const { context, page } = await newPage(browser, options);
  await injectAxe(page);
  const watched = watchedPage(page);
  return {
    ...watched,
    close: () => context.close(),
    async signInAs(username: string) {
      await context.clearCookies();
      await page.goto(env.server.url('/site/center/login'));
      await signIn(page, username, `${username}123`);
    },
  };
}

describe('accessibility of every registered page (issue 18 item 9)', () => {
  it('finds no serious or critical axe violation on any phone page or console screen, each seen by someone allowed to', async () => {
    const pages = await registeredPages();
    const found: string[] = [];
    const seenBy: Record<string, string> = {};
    const check = async (watched: Awaited<ReturnType<typeof signedInPage>>, pathname: string, who: string) => {
      const violations = await seriousViolations(watched.page);
      seenBy[pathname] = who;
      if (violations.length) found.push(`${pathname} (${who}):\n${describeViolations(violations)}`);
    };

    grantDepartmentRole(env.server, 'north', 'teacher', 'leader');
    // The phone pages and the console screens are swept side by side, in two browser contexts: most of
    // each page's time is waiting for it to settle, and the sweep grows with every area.
    const sweepPhone = async () => {
      const phone = await signedInPage(env.browser, PHONE);
      let left = pages.filter((p) => !p.console).map((p) => p.path);
      for (const who of PHONE_ROLES) {
        await phone.signInAs(who);
        const refused: string[] = [];
        for (const pathname of left) {
          if ((await phone.open(pathname)).refused) refused.push(pathname);
          else await check(phone, pathname, who);
        }
        left = refused;
      }
      await phone.close();
      return left;
    };
    const sweepConsole = async () => {
      const desktop = await signedInPage(env.browser, DESKTOP);
      await desktop.signInAs('admin');
      for (const { path: pathname } of pages.filter((p) => p.console)) {
        await desktop.open(pathname);
        // The console shows 无权限 in place of a screen its user may not open; the site administrator opens them all.
        expect(await desktop.page.getByText('无权限').count(), pathname).toBe(0);
        await check(desktop, pathname, 'admin');
      }
      await desktop.close();
    };
    const [pending] = await Promise.all([sweepPhone(), sweepConsole()]);

    expect(pending, 'pages no demo account may see').toEqual([]);
    expect(Object.keys(seenBy)).toHaveLength(pages.length);
    expect(found.join('\n\n')).toBe('');
  }, 600_000);
});
