import { describe, expect, it } from 'vitest';
import { loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('cached pages (spec §2.1)', () => {
  it('keeps the home page, where it was scrolled, while the user visits another page', async () => {
    // A short phone screen, so that the home page scrolls.
    const { context, page } = await newPage(env.browser, { ...PHONE, viewport: { width: 375, height: 300 } });
    await page.goto(loginUrl(env.server, '/site/'));
    await signIn(page);
    const tile = page.getByRole('link', { name: '个人中心' });
    await tile.waitFor();
    // The home's widgets load on their own: scroll once they all have, so the page's height is final.
    await expect.poll(() => page.locator('.q-home [role="status"]').count()).toBe(0);
    await page.getByRole('region', { name: '我的消息' }).getByRole('link').waitFor();
    await page.getByRole('region', { name: '我的待办' }).getByRole('link').waitFor();

    // Marks this very rendering of the page: a page drawn afresh would not carry the mark.
    await page.evaluate(() => ((document.querySelector('.q-home') as HTMLElement).dataset.visit = 'first'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The click below brings the tile into view first: the place to come back to is where that leaves the page.
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => window.scrollY);

    await tile.click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('.q-home').isVisible()).toBe(false);

    await page.goBack();
    await tile.waitFor();
    expect(await page.evaluate(() => (document.querySelector('.q-home') as HTMLElement).dataset.visit)).toBe('first');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(new URL(page.url()).pathname).toBe('/site/');
    await context.close();
  });
});
