import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, MESSAGING_APP, newPage, PHONE, serveFakeWx, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

/** A small picture of one colour, so the two pictures of a body are different files. */
const picture = (background: string) => sharp({ create: { width: 120, height: 80, channels: 3, background } }).png().toBuffer();

/** A body with a paragraph and two uploaded pictures, the first with a caption of its own. */
async function bodyWithTwoPictures(page: Page): Promise<string> {
  const [first, second] = await Promise.all(
    ['#c0392b', '#2980b9'].map(async (colour, i) => {
      const file = { name: `p${i}.png`, mimeType: 'image/png', buffer: await picture(colour) };
      return callApi<{ url: string }>(env.server, page, '/api/upload/index', { multipart: { file } });
    }),
  );
  return `<p>校园一角</p><p><img src="${first.url}" alt="图书馆"></p><p><img src="${second.url}"></p>`;
}

/** Taps each picture of the body and sees the viewer open at that picture, named and counted, then closes it. */
async function picturesOpenTheViewer(page: Page, body: string, title: string): Promise<void> {
  const pictures = page.locator(body).locator('img');
  await expect.poll(() => pictures.count()).toBe(2);

  await pictures.nth(1).click();
  const second = page.getByRole('dialog', { name: `${title} (2/2)` });
  await second.getByText('2/2', { exact: true }).waitFor();
  await second.getByRole('button', { name: '上一张' }).click();
  const first = page.getByRole('dialog', { name: '图书馆' });
  await first.getByText('1/2', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await first.waitFor({ state: 'detached' });

  await pictures.nth(0).click();
  await page.getByRole('dialog', { name: '图书馆' }).getByText('1/2', { exact: true }).waitFor();
  await page.getByRole('button', { name: '关闭' }).click();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

/** A published article with two pictures in its body, written by the signed-in administrator; its id. */
async function publishArticle(page: Page, title: string): Promise<string> {
  const article = await callApi<{ id: string }>(env.server, page, '/news/wap/manage/save', {
    data: { channel: 'campus', title, body: await bodyWithTwoPictures(page) },
  });
  await callApi(env.server, page, '/news/wap/manage/publish', { form: { id: article.id } });
  return article.id;
}

describe('pictures inside article and notice bodies (issue 18 items 3 and 8)', () => {
  it('open the one picture viewer at the tapped picture, on a news article and on a notice', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/login'));
    await signIn(page, 'admin', 'admin123');

    const articleTitle = '新馆开放';
    const articleId = await publishArticle(page, articleTitle);
    await page.goto(env.server.url(`/site/news/detail?id=${articleId}`));
    await page.getByRole('heading', { name: articleTitle }).waitFor();
    await picturesOpenTheViewer(page, '.news-body', articleTitle);

    const noticeTitle = '图书馆闭馆通知';
    const notice = await callApi<{ id: string }>(env.server, page, '/notice/wap/manage/publish', {
      data: { title: noticeTitle, body: await bodyWithTwoPictures(page), all: true },
    });
    await page.goto(env.server.url(`/site/notice/noticepage?id=${notice.id}`));
    await page.getByRole('heading', { name: noticeTitle }).waitFor();
    await picturesOpenTheViewer(page, '.notice-body', noticeTitle);
    await context.close();
  });

  it("open in the messaging app's own viewer inside the app, at the tapped picture", async () => {
    const { context, page } = await newPage(env.browser, MESSAGING_APP);
    await serveFakeWx(page, 'ready');
    await page.goto(env.server.url('/site/center/login'));
    await signIn(page, 'admin', 'admin123');
    const articleId = await publishArticle(page, '校史馆新展');
    await page.goto(env.server.url(`/site/news/detail?id=${articleId}`));
    const pictures = page.locator('.news-body img');
    await expect.poll(() => pictures.count()).toBe(2);
    const addresses = await pictures.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));

    await pictures.nth(1).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __wx: { previewed?: unknown } }).__wx.previewed))
      .toEqual({ current: addresses[1], urls: addresses });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
