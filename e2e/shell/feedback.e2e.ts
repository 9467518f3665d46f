import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGING_APP, serveFakeWx, serverAndBrowser, studentOnPersonalPage } from '../harness';

const env = serverAndBrowser();

/** A photo of some 170 KB (noise does not compress), so that its upload takes a few seconds on a slow line. */
const photo = (seed: number) =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 100 + seed, sigma: 70 } } })
    .jpeg({ quality: 92 })
    .toBuffer();

const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** A student signed in on a phone (or inside the messaging app), with the feedback panel of the personal centre open. */
async function openFeedback(inMessagingApp = false) {
  const opened = inMessagingApp ? await studentOnPersonalPage(env, MESSAGING_APP, (page) => serveFakeWx(page, 'ready')) : await studentOnPersonalPage(env);
  const { page } = opened;
  await page.getByRole('button', { name: '意见反馈' }).click();
  await page.getByRole('heading', { name: '意见反馈' }).waitFor();
  return opened;
}

describe('feedback with screenshots from the personal centre (spec §2.3 components)', () => {
  it('uploads with progress, previews, confirms and reports success', async () => {
    const { context, page } = await openFeedback();

    // A slow line: 64 KB/s up, and each answer 800 ms away, so every stage of the upload can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 800,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    const files = page.locator('input[type=file]');
    const progress = page.getByRole('status').filter({ hasText: '上传中...' });
    const overlay = page.getByRole('status').filter({ hasText: '正在加载中...' });

    await files.setInputFiles({ name: 'first.jpg', mimeType: 'image/jpeg', buffer: await photo(1) });
    await progress.waitFor();
    // The bar moves with the bytes sent.
    const percent = () =>
      progress
        .locator('.adm-progress-bar-text')
        .textContent({ timeout: 1000 })
        .then((text) => Number(text?.replace('%', '')));
    await expect.poll(percent, { interval: 100 }).toBeGreaterThan(0);
    expect(await percent()).toBeLessThan(100);
    // Every byte sent: the indicator goes, the overlay shows while the server stores the picture.
    await overlay.waitFor();
    await progress.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '截图 1', exact: true }).waitFor();
    await overlay.waitFor({ state: 'detached' });

    await files.setInputFiles({ name: 'second.jpg', mimeType: 'image/jpeg', buffer: await photo(2) });
    await page.getByRole('button', { name: '截图 2', exact: true }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // The full pictures are slow to arrive: the loading state shows, but only after 500 ms.
    await page.route('**/site/attach?file=*', async (route) => {
      if (!route.request().url().includes('thumb=')) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: '截图 1', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '截图 1' });
    await preview.waitFor();
    const spinner = preview.getByRole('status', { name: '加载中' });
    expect(await spinner.count()).toBe(0);
    await spinner.waitFor();
    // The picture itself sits in the viewer's gesture layer, which screen readers skip (the dialog names it).
    const first = await preview.locator('.adm-image-viewer-slide img').nth(0).getAttribute('src');
    expect(first).toMatch(/^\/site\/attach\?file=[a-z2-7]{26}$/);
    await spinner.waitFor({ state: 'detached' });
    await preview.getByText('1/2').waitFor();

    await preview.getByRole('button', { name: '下一张' }).click();
    const second = page.getByRole('dialog', { name: '截图 2' });
    await second.getByText('2/2').waitFor();
    const secondSrc = await second.locator('.adm-image-viewer-slide img').nth(1).getAttribute('src');
    expect(secondSrc).toMatch(/^\/site\/attach\?file=[a-z2-7]{26}$/);
    expect(secondSrc).not.toBe(first);
    expect(await second.getByRole('button', { name: '下一张' }).isDisabled()).toBe(true);
    await second.getByRole('button', { name: '上一张' }).click();
    await page.getByRole('dialog', { name: '截图 1' }).getByText('1/2').waitFor();
    await page.getByRole('button', { name: '关闭' }).click();

    await page.getByPlaceholder('输入你的意见').fill('课表页面打不开');
    await page.getByRole('button', { name: '提交' }).click();
    const confirm = dialog(page, '您将提交以下信息，是否确认？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '意见反馈' }).waitFor();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback/save'));
    await page.getByRole('button', { name: '提交' }).click();
    await dialog(page, '您将提交以下信息，是否确认？').getByRole('button', { name: '确定' }).click();
    const content = new URLSearchParams((await sent).postData() ?? '').get('content') ?? '';
    expect(content.split('\n')).toEqual([
      '课表页面打不开',
      `截图 1: ${env.server.url(first ?? '')}`,
      `截图 2: ${env.server.url(secondSrc ?? '')}`,
    ]);
    await dialog(page, '操作成功!').getByRole('button', { name: '确定' }).click();
    await page.getByRole('heading', { name: '意见反馈' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('sends a phone camera photo scaled down and compressed, not as taken (issue 18)', async () => {
    const { context, page } = await openFeedback();
    // 12 megapixels as a phone camera takes them: several megabytes.
    const taken = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8', noise: { type: 'gaussian', mean: 120, sigma: 25 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(taken.length).toBeGreaterThan(4_000_000);
    const uploaded = page.waitForRequest((r) => r.url().includes('/api/upload/index'));
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_2048.jpg', mimeType: 'image/jpeg', buffer: taken });
    await page.getByRole('button', { name: '截图 1', exact: true }).waitFor();
    // What went over the network: the whole multipart body, photo included.
    const sentBytes = Number(await (await uploaded).headerValue('content-length'));
    expect(sentBytes).toBeGreaterThan(100_000);
    expect(sentBytes).toBeLessThan(1_500_000);
    const src = await page.locator('.q-attachments__thumb img').getAttribute('src');
    const stored = await context.request.get(env.server.url((src ?? '').replace(/&thumb=\w+$/, '')));
    const { width = 0, height = 0 } = await sharp(await stored.body()).metadata();
    // Scaled (further, when 1920 px is still over the size aimed at), never cropped.
    expect(width).toBeLessThanOrEqual(1920);
    expect(width).toBeGreaterThan(1000);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    await context.close();
  });

  it("inside the messaging app, takes the photo from the app's own picker and uploads it (issue 18 item 8)", async () => {
    const { context, page } = await openFeedback(true);
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } }).png().toBuffer();
    await page.evaluate((base64) => ((window as unknown as { __wxPicture: string }).__wxPicture = base64), picture.toString('base64'));
    const uploaded = page.waitForRequest((r) => r.url().includes('/api/upload/index'));
    await page.getByRole('button', { name: '添加截图' }).click();
    await uploaded;
    await page.getByRole('button', { name: '截图 1', exact: true }).waitFor();
    const src = await page.locator('.q-attachments__thumb img').getAttribute('src');
    const stored = await context.request.get(env.server.url((src ?? '').replace(/&thumb=\w+$/, '')));
    const { width = 0, height = 0 } = await sharp(await stored.body()).metadata();
    expect([width, height]).toEqual([300, 200]);
    await context.close();
  });
});
