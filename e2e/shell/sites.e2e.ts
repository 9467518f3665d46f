import { describe, expect, it } from 'vitest';
import { newPage, PHONE, serverAndBrowser } from '../harness';

const env = serverAndBrowser();

describe('one app, many sites (DESIGN.md §2)', () => {
  it('shows each site its own name, logo and copyright', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/', 'south'));
    await page.getByRole('heading', { name: '南溪大学' }).waitFor();
    await page.getByText('© 南溪大学网络与信息中心').waitFor();
    expect(await page.title()).toBe('南溪大学');
    expect(await page.locator('.q-home__logo').getAttribute('src')).toBe('/static/logos/south.svg');
    await page.getByRole('link', { name: '个人中心' }).waitFor();

    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: '北辰大学' }).waitFor();
    await context.close();
  });
});
