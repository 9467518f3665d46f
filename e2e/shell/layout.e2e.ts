import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, serverAndBrowser } from '../harness';

const env = serverAndBrowser();

const bodyBox = (page: Page) =>
  page.evaluate(() => {
    const rect = document.body.getBoundingClientRect();
    return { left: rect.left, width: rect.width, window: window.innerWidth };
  });

describe('desktop narrowing (spec §2.1)', () => {
  it('centres a non-exempt page at 10/16 of the screen height on a 1280×800 desktop', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(env.server.url('/site/center/login'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    const box = await bodyBox(page);
    expect(box.width).toBe(500);
    expect(box.left).toBe((box.window - 500) / 2);
    await context.close();
  });

  it('keeps an exempt module full width on the same desktop', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(env.server.url('/site/schoolMap/index'));
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    const box = await bodyBox(page);
    expect(box.width).toBe(box.window);
    expect(box.left).toBe(0);
    await context.close();
  });

  it('leaves the whole width to a phone', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/login'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    const box = await bodyBox(page);
    expect(box.width).toBe(375);
    expect(box.left).toBe(0);
    await context.close();
  });
});
