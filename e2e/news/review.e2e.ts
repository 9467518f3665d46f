import { describe, expect, it } from 'vitest';
import { DESKTOP, loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('news written for review in the console (issue 7)', () => {
  it('a writer formats an article and submits it; the publisher sends it back, then publishes it; a student reads it', async () => {
    const title = `校园开放日 ${Date.now()}`;
    const writerPage = await newPage(env.browser, DESKTOP);
    const writer = writerPage.page;
    await writer.goto(loginUrl(env.server, '/site/news/manage'));
    await signIn(writer, 'teacher', 'teacher123');
    await writer.getByRole('button', { name: '写文章' }).click();
    const drawer = writer.getByRole('dialog');
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    const body = drawer.getByRole('textbox', { name: '正文' });
    await body.click();
    await writer.keyboard.type('欢迎参加');
    await drawer.getByRole('button', { name: '加粗' }).click();
    await writer.keyboard.type('开放日');
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = writer.getByRole('row').filter({ hasText: title });
    await row.getByText('草稿').waitFor();
    await row.getByRole('button', { name: `提交审核 ${title}` }).click();
    await row.getByText('待审核').waitFor();

    const publisherPage = await newPage(env.browser, DESKTOP);
    const admin = publisherPage.page;
    await admin.goto(loginUrl(env.server, '/site/news/manage'));
    await signIn(admin, 'admin', 'admin123');
    const waiting = admin.getByRole('row').filter({ hasText: title });
    await waiting.getByRole('button', { name: `审核 ${title}` }).click();
    let dialog = admin.getByRole('dialog');
    await dialog.getByRole('radio', { name: '退回' }).check();
    await dialog.getByLabel('审核意见（会告诉作者）').fill('请补充开放时间');
    await dialog.getByRole('button', { name: '退回' }).click();
    await waiting.getByText('草稿').waitFor();

    // The writer sees why, fixes it and submits again.
    await writer.reload();
    await row.getByText('退回意见：请补充开放时间').waitFor();
    await row.getByRole('button', { name: `编辑 ${title}` }).click();
    await body.click();
    await writer.keyboard.press('End');
    // Typing on at the end of bold text stays bold, as in any editor: the writer turns it off first.
    await drawer.getByRole('button', { name: '加粗' }).click();
    await writer.keyboard.type('，时间为周六全天');
    await drawer.getByRole('button', { name: '保存' }).click();
    await row.getByRole('button', { name: `提交审核 ${title}` }).click();
    await row.getByText('待审核').waitFor();

    await admin.reload();
    await waiting.getByRole('button', { name: `审核 ${title}` }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: '通过' }).click();
    await waiting.getByText('已发布').waitFor();

    const readerPage = await newPage(env.browser, PHONE);
    const student = readerPage.page;
    await student.goto(loginUrl(env.server, '/site/news/index'));
    await signIn(student);
    await student.getByRole('link', { name: new RegExp(title) }).click();
    await student.getByRole('heading', { name: title }).waitFor();
    expect(await student.locator('.news-body b, .news-body strong').first().textContent()).toBe('开放日');
    expect(await student.locator('.news-body').textContent()).toContain('时间为周六全天');
    await writerPage.context.close();
    await publisherPage.context.close();
    await readerPage.context.close();
  });
});
