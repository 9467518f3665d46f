import { describe, expect, it } from 'vitest';
import { DESKTOP, loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('notices written for review in the console (issue 7)', () => {
  it('a writer targets a department and attaches a file; the publisher sends it; the student reads it and the receipts change', async () => {
    const title = `实验室安全培训 ${Date.now()}`;
    const writerPage = await newPage(env.browser, DESKTOP);
    const writer = writerPage.page;
    await writer.goto(loginUrl(env.server, '/site/notice/manage'));
    await signIn(writer, 'teacher', 'teacher123');
    await writer.getByRole('button', { name: '写通知' }).click();
    const drawer = writer.getByRole('dialog');
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await drawer.getByLabel('部门', { exact: true }).click();
    await writer.keyboard.type('计算机');
    await writer.keyboard.press('Enter');
    await writer.keyboard.press('Escape');
    await drawer.getByRole('textbox', { name: '正文' }).click();
    await writer.keyboard.type('本周五下午两点，实验楼一层。');
    await drawer.locator('input[type=file]').last().setInputFiles({ name: '培训须知.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 培训须知\n') });
    await drawer.getByRole('link', { name: '培训须知.pdf' }).waitFor();
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = writer.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `提交审核 ${title}` }).click();
    await row.getByText('待审核').waitFor();

    const publisherPage = await newPage(env.browser, DESKTOP);
    const admin = publisherPage.page;
    await admin.goto(loginUrl(env.server, '/site/notice/manage'));
    await signIn(admin, 'admin', 'admin123');
    const waiting = admin.getByRole('row').filter({ hasText: title });
    await waiting.getByRole('button', { name: `审核 ${title}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await waiting.getByText('已发布').waitFor();
    const receipts = waiting.getByRole('button', { name: `阅读统计 ${title}` });
    const before = await receipts.textContent();
    expect(before).toMatch(/^已读 0\/\d+$/);

    const readerPage = await newPage(env.browser, PHONE);
    const student = readerPage.page;
    await student.goto(loginUrl(env.server, '/site/notice/index'));
    await signIn(student);
    await student.getByText(title).click();
    await student.getByRole('heading', { name: title }).waitFor();
    await student.getByRole('link', { name: /培训须知\.pdf/ }).waitFor();

    await admin.reload();
    await expect.poll(() => receipts.textContent()).toMatch(/^已读 1\/\d+$/);
    await receipts.click();
    await admin.getByRole('dialog').getByText('未读名单').waitFor();
    await writerPage.context.close();
    await publisherPage.context.close();
    await readerPage.context.close();
  });
});
