import { describe, expect, it } from 'vitest';
import { serverAndBrowser, studentOnPersonalPage } from '../harness';

const env = serverAndBrowser();

describe('language switch (spec §1, §3)', () => {
  it('switches to tw and to en, and each choice survives a reload', async () => {
    const { context, page } = await studentOnPersonalPage(env);

    await page.getByRole('radio', { name: '繁體中文' }).click();
    await page.getByRole('button', { name: '登出' }).waitFor();
    expect(await page.title()).toBe('個人中心');
    await page.reload();
    await page.getByRole('button', { name: '登出' }).waitFor();
    // The profile arrives after the page: wait for it rather than look once.
    await page.getByText('學工號').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant-TW');

    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.title()).toBe('Me');

    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await context.close();
  });

  it('hears the server in the chosen language: a wrong password is told in English, though the browser asks for zh-CN', async () => {
    const { context, page } = await studentOnPersonalPage(env);
    await page.getByRole('radio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/site/center/login');

    await page.getByRole('textbox').first().fill('student');
    await page.locator('input[type=password]').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The message is the server's (账号或密码错误), answered in the language the page sent.
    await page.getByRole('alert').getByText('Wrong account or password').waitFor();
    await context.close();
  });
});
