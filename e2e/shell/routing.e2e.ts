import { describe, expect, it } from 'vitest';
import { newPage, PHONE, serverAndBrowser } from '../harness';

const env = serverAndBrowser();

describe('routing (spec §2.1)', () => {
  it('shows the no-page screen for an unknown path, with a way home', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/nothing/here'));
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    expect(await page.title()).toBe('页面不存在');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/site/');
    await context.close();
  });

  it('runs the progress bar on a route change and completes it', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    await page.waitForFunction(() => document.getElementById('route-progress')?.dataset.state === 'done');
    // The login page's code is fetched on the way: the bar runs, then finishes.
    const states: string[] = [];
    await page.exposeFunction('recordProgress', (state: string) => states.push(state));
    await page.evaluate(() => {
      const bar = document.getElementById('route-progress') as HTMLElement;
      new MutationObserver(() =>
        (window as unknown as { recordProgress(s: string): void }).recordProgress(bar.dataset.state ?? ''),
      ).observe(bar, {
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    await page.getByRole('link', { name: '登录' }).click();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.waitForFunction(() => document.getElementById('route-progress')?.dataset.state === 'done');
    expect(states).toEqual(['running', 'done']);
    expect(await page.title()).toBe('登录');
    await context.close();
  });
});
