import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DESKTOP, loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('topics (issue 7)', () => {
  it('a student posts with a picture and replies; a post to a reviewed topic waits until a manager approves it', async () => {
    const phone = await newPage(env.browser, PHONE);
    const student = phone.page;
    await student.goto(loginUrl(env.server, '/site/topic/index'));
    await signIn(student);
    await student.getByRole('link', { name: /#我的校园生活#/ }).click();
    await student.getByRole('heading', { name: '#我的校园生活#' }).waitFor();
    await student.getByRole('link', { name: '发表帖子' }).click();
    await student.getByPlaceholder('分享你的想法，可以配上图片').fill('雨后的银杏大道');
    const picture = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#f6ad55' } }).png().toBuffer();
    await student.locator('input[type=file]').setInputFiles({ name: '银杏.png', mimeType: 'image/png', buffer: picture });
    await student.locator('.q-attachments__thumb img').waitFor();
    await student.getByRole('button', { name: '发表' }).click();
    // Back on the topic with the new post and its picture.
    const mine = student.locator('.q-comments__item', { hasText: '雨后的银杏大道' });
    await mine.waitFor();
    expect(await mine.locator('.q-attachments__thumb img').count()).toBe(1);

    // Replying to someone else's post happens right there.
    const other = student.locator('.q-comments__item', { hasText: '煎饼果子' });
    await other.getByRole('button', { name: '回复' }).click();
    await student.getByPlaceholder('说点什么……').fill('同感！');
    await student.getByRole('button', { name: '发表' }).click();
    await student.locator('.q-comments__item', { hasText: '同感！' }).locator('.q-comments__quote').waitFor();

    // A reviewed topic: the post shows to its author as in review.
    await student.goto(env.server.url('/site/topic/index'));
    await student.getByRole('link', { name: /食堂新菜品征集/ }).click();
    await student.getByRole('link', { name: '发表帖子' }).click();
    await student.getByPlaceholder('分享你的想法，可以配上图片').fill('周五加一道糖醋排骨');
    await student.getByRole('button', { name: '发表' }).click();
    await student.locator('.q-comments__item', { hasText: '糖醋排骨' }).getByText('审核中').waitFor();

    const desk = await newPage(env.browser, DESKTOP);
    const admin = desk.page;
    await admin.goto(loginUrl(env.server, '/site/topic/manage'));
    await signIn(admin, 'admin', 'admin123');
    await admin.getByRole('tab', { name: '帖子审核' }).click();
    const review = admin.getByRole('tabpanel', { name: '帖子审核' });
    const waiting = review.getByRole('row').filter({ hasText: '糖醋排骨' });
    await waiting.getByRole('button', { name: /^通过/ }).click();
    // Approved, it leaves the queue of waiting posts.
    await waiting.waitFor({ state: 'detached' });

    await student.reload();
    const approved = student.locator('.q-comments__item', { hasText: '糖醋排骨' });
    await approved.waitFor();
    await expect.poll(() => approved.locator('.q-comments__status').count()).toBe(0);
    await phone.context.close();
    await desk.context.close();
  });
});
