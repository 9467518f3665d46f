import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, DESKTOP, loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';
import { readQr } from '../qr';

const env = serverAndBrowser();

/** A computer on the login page (on its way to the personal centre) switched to 扫码登录: its panel, once a QR shows, and what the QR holds. */
async function desktopShowingQr(): Promise<{ desktop: Page; panel: Locator; link: string }> {
  const { page: desktop } = await newPage(env.browser, DESKTOP);
  await desktop.goto(loginUrl(env.server, '/site/center/personal'));
  await desktop.getByRole('tab', { name: '扫码登录' }).click();
  const panel = desktop.getByRole('region', { name: '扫码登录' });
  await panel.getByText('等待扫码：请用已登录的手机扫描二维码').waitFor();
  const qr = panel.getByRole('img', { name: '扫码登录二维码' });
  let link = '';
  await expect.poll(async () => (link = await readQr(qr))).not.toBe('');
  // What the camera reads is the phone page's address, the very one the page drew.
  expect(link).toBe(await qr.getAttribute('data-link'));
  expect(new URL(link).pathname).toBe('/site/smlogin/index');
  return { desktop, panel, link };
}

/** A phone opening the QR's address signs in first (the address asks for a session) and lands on the confirmation. */
async function phoneOpening(link: string, phone?: Page): Promise<Page> {
  const page = phone ?? (await newPage(env.browser, PHONE)).page;
  await page.goto(link);
  if (!phone) await signIn(page, 'student', 'student123');
  await page.waitForURL((url) => url.pathname === '/site/smlogin/index');
  await page.getByRole('heading', { name: '电脑端登录确认' }).waitFor();
  return page;
}

describe('scan-to-login', () => {
  it('signs the computer in within a second of the phone’s confirmation, as the person on the phone', async () => {
    const { desktop, panel, link } = await desktopShowingQr();
    const phone = await phoneOpening(link);
    // The phone says which computer asks (the desktop is Debian's chromium on Linux).
    await phone.getByText(/Chrome \d+ \/ Linux/).waitFor();
    await phone.getByText('请求时间').waitFor();
    // The desktop heard of the scan, with the name of who scanned.
    await panel.getByText('已扫码（学生演示账号），请在手机上确认').waitFor();

    const confirmed = phone.waitForResponse((r) => new URL(r.url()).pathname === '/smlogin/wap/confirm');
    await phone.getByRole('button', { name: '确认登录' }).tap();
    await confirmed;
    const at = Date.now();
    await desktop.waitForURL((url) => url.pathname === '/site/center/personal', { timeout: 1000, waitUntil: 'commit' });
    expect(Date.now() - at).toBeLessThan(1000);
    await phone.getByRole('heading', { name: '已在电脑上登录' }).waitFor();

    // The computer's session is the student's.
    const me = await callApi<{ base: { username: string } }>(env.server, desktop, '/uc/wap/user/get-info', {});
    expect(me.base.username).toBe('student');
    // The same code does nothing a second time.
    await phone.goto(link);
    await phone.getByText('该二维码已使用，请在电脑上刷新后重新扫描').waitFor();
  });

  it('tells the computer when the phone cancels, and offers a new code', async () => {
    const first = await desktopShowingQr();
    const phone = await phoneOpening(first.link);
    await phone.getByRole('button', { name: '取消' }).tap();
    await phone.getByRole('heading', { name: '已取消登录' }).waitFor();
    await first.panel.getByText('已取消登录').waitFor();
    expect(new URL(first.desktop.url()).pathname).toBe('/site/center/login');

    await first.panel.getByRole('button', { name: '刷新二维码' }).click();
    await first.panel.getByText('等待扫码：请用已登录的手机扫描二维码').waitFor();
    let next = '';
    await expect.poll(async () => (next = await readQr(first.panel.getByRole('img', { name: '扫码登录二维码' })))).not.toBe('');
    expect(next).not.toBe(first.link);
    // The phone, still signed in, confirms the new one.
    await phoneOpening(next, phone);
    await phone.getByRole('button', { name: '确认登录' }).tap();
    await first.desktop.waitForURL((url) => url.pathname === '/site/center/personal', { waitUntil: 'commit' });
  });
});
