import { describe, expect, it } from 'vitest';
import { newPage, PHONE, serverAndBrowser, signIn, updateSiteSettings } from '../harness';

const env = serverAndBrowser();

describe("each site's display settings (DESIGN.md §2, spec §2.1)", () => {
  it("shows south its own page title and apps, and leaves north's alone", async () => {
    await updateSiteSettings(env.server, 'south', {
      titles: { 'center/login': '南溪统一身份认证' },
      enabledApps: ['admin'],
      hiddenFeatures: ['home/notices'],
    });
    const { context, page } = await newPage(env.browser, PHONE);

    await page.goto(env.server.url('/site/center/login', 'south'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    await expect.poll(() => page.title()).toBe('南溪统一身份认证');
    await page.goto(env.server.url('/site/center/login'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    await expect.poll(() => page.title()).toBe('登录');

    // South enables only the administration console: a visitor may not use it, so the square is empty.
    await page.goto(env.server.url('/site/', 'south'));
    await page.getByRole('heading', { name: '南溪大学' }).waitFor();
    await page.getByText('暂无可用应用').waitFor();
    expect(await page.getByRole('link', { name: '个人中心' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '通知公告' }).count()).toBe(0);
    // …and its administrator sees that one app, without the personal centre south turned off.
    await page.getByRole('link', { name: '登录' }).click();
    await signIn(page, 'admin', 'admin123');
    await page.getByRole('link', { name: '管理后台' }).waitFor();
    expect(await page.getByRole('link', { name: '个人中心' }).count()).toBe(0);

    await page.goto(env.server.url('/site/'));
    await page.getByRole('link', { name: '个人中心' }).waitFor();
    // North hides nothing: once signed in there, its home shows the notices.
    await page.goto(env.server.url('/site/center/login'));
    await signIn(page);
    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: '通知公告' }).waitFor();
    await context.close();
  });

  it("speaks the site's default language until the user picks one", async () => {
    await updateSiteSettings(env.server, 'east', { lang: 'en' });
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/', 'east'));
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await page.goto(env.server.url('/site/center/login', 'east'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    await context.close();
  });
});
