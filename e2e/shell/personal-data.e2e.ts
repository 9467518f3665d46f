import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, DESKTOP, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

/** The watermark's drawn tile, as the page's style gives it ('' while none). */
const watermarkImage = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const layer = document.querySelector(s);
    return layer ? getComputedStyle(layer).backgroundImage : '';
  }, selector);

/** The card titled `title` holds an echarts chart that drew: a canvas as wide as the card's content. */
const chartWidth = (page: Page, title: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('canvas')
    .first()
    .evaluate((canvas) => canvas.getBoundingClientRect().width);

describe('leader views on the phone and personal data (issue 18 item 7)', () => {
  it('an instructor sees the 7-day trend as a chart under a watermark that lets taps through and leaves with the page', async () => {
    const { page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/epideState/instructor'));
    await signIn(page, 'teacher', 'teacher123');
    await page.getByRole('heading', { name: '近7天上报率' }).waitFor();
    await expect.poll(() => chartWidth(page, '近7天上报率')).toBeGreaterThan(300);

    await expect.poll(() => watermarkImage(page, '.q-viewer-watermark')).toMatch(/^url\("data:image\/png;base64,/);
    expect(await page.locator('.q-viewer-watermark').evaluate((layer) => getComputedStyle(layer).pointerEvents)).toBe('none');

    // A tap on 未报 lands on the card below the watermark: the list of those missing, under the watermark too.
    await page.locator('.hv-card').filter({ hasText: '未报' }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/site/typeList/index');
    expect(await page.locator('.q-viewer-watermark').count()).toBe(1);

    // A page with nobody else's data carries none.
    await page.goto(env.server.url('/site/ncov/index'));
    await page.getByRole('heading', { name: /每日上报|今日已上报|与上次相同/ }).first().waitFor();
    expect(await page.locator('.q-viewer-watermark').count()).toBe(0);
  });

  it("a form's fill status on the phone shows answers per day and each choice field as a chart", async () => {
    const { page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/personal'));
    await signIn(page, 'admin', 'admin123');
    const forms = await callApi<{ list: { no: number; title: string }[] }>(env.server, page, '/forms/api/manage/list', { data: {} });
    const signup = forms.list.find((form) => form.title === '校园开放日活动报名');
    expect(signup).toBeDefined();

    await page.goto(env.server.url(`/site/form/detail3?formid=${signup?.no}`));
    await page.getByRole('heading', { name: '校园开放日活动报名' }).waitFor();
    await expect.poll(() => chartWidth(page, '每日答卷数')).toBeGreaterThan(300);
    // The demo's students chose a session each: the choice field reads as a chart, not as numbers.
    await expect.poll(() => chartWidth(page, '“场次”各选项人数')).toBeGreaterThan(300);
  });

  it("the console's people screen carries antd's watermark, which draws itself again when removed", async () => {
    const { page } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, page, '/site/admin/people');
    await page.getByRole('table').waitFor();
    const layer = '.q-console-watermark > div:last-child';
    await expect.poll(() => watermarkImage(page, layer)).toMatch(/^url\("data:image\/png;base64,/);

    await page.evaluate((s) => document.querySelector(s)?.remove(), layer);
    await expect.poll(() => watermarkImage(page, layer)).toMatch(/^url\("data:image\/png;base64,/);
    // The people table under it still answers clicks.
    await page.getByRole('button', { name: '新建人员' }).click();
    await page.getByRole('dialog').waitFor();
  });
});
