import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();
const CLIP = path.resolve(import.meta.dirname, '../../modules/video/server/demo-assets/lecture.webm');

describe('school videos (issue 7)', () => {
  it('a manager uploads and publishes a video; a student plays it and comments; the manager hides the comment with a reason', async () => {
    const title = `社团招新 ${Date.now()}`;
    const manager = await newPage(env.browser, DESKTOP);
    const admin = manager.page;
    await admin.goto(loginUrl(env.server, '/site/video/manage'));
    await signIn(admin, 'admin', 'admin123');
    await admin.getByRole('button', { name: '新建视频' }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await drawer.getByLabel('分类', { exact: true }).fill('社团活动');
    await drawer.locator('input[type=file][accept^="video"]').setInputFiles(CLIP);
    // The uploaded clip shows in a player, which reads its length for the list.
    await drawer.locator('video').waitFor();
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.getByText('草稿').waitFor();
    await row.getByRole('button', { name: `发布 ${title}` }).click();
    await row.getByText('已发布').waitFor();

    const viewer = await newPage(env.browser, PHONE);
    const student = viewer.page;
    await student.goto(loginUrl(env.server, '/site/video/list'));
    await signIn(student);
    await student.getByRole('tab', { name: '社团活动' }).click();
    await student.getByRole('link', { name: new RegExp(title) }).click();
    await student.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => student.getByTestId('video-views').textContent()).toBe('1 次播放');
    // The player is fed the uploaded file and can read it.
    await expect.poll(() => student.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);

    await student.getByPlaceholder('说点什么……').fill('<img src=x onerror="window.hacked=1">期待加入！');
    await student.getByRole('button', { name: '发表' }).click();
    const mine = student.locator('.q-comments__item', { hasText: '期待加入！' });
    await mine.waitFor();
    expect(await mine.locator('img').count()).toBe(0);
    expect(await student.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    await admin.getByRole('tab', { name: '评论审核' }).click();
    const review = admin.getByRole('tabpanel', { name: '评论审核' });
    // Waiting comments come first; this one was shown at once, so it is under 全部.
    await review.locator('.ant-segmented-item', { hasText: '全部' }).click();
    const comment = review.getByRole('row').filter({ hasText: '期待加入！' });
    await comment.getByRole('button', { name: /^隐藏/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('原因（会告诉作者，可不填）').fill('与视频无关');
    await dialog.getByRole('button', { name: '隐藏' }).click();
    await comment.getByText('已隐藏').waitFor();

    // The student still sees their own comment, marked hidden, and has a message saying why.
    await student.reload();
    await mine.getByText('已隐藏').waitFor();
    await student.goto(env.server.url('/site/message/index'));
    await student.getByText('你的评论已被管理员隐藏').first().waitFor();
    await manager.context.close();
    await viewer.context.close();
  });
});
