import { describe, expect, it } from 'vitest';
import { loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('a targeted must-read notice (issue 7)', () => {
  it('pops up for the student until confirmed, and the publisher sees the read count change', async () => {
    const title = `期末考试安排 ${Date.now()}`;
    const publisher = await newPage(env.browser, PHONE);
    const admin = publisher.page;
    await admin.goto(loginUrl(env.server, '/site/notice/publish'));
    await signIn(admin, 'admin', 'admin123');
    await admin.getByLabel('标题').fill(title);
    await admin.getByLabel('正文').fill('<p>请<strong>准时</strong>参加考试</p><script>window.hacked = 1</script>');
    await admin.getByLabel('计算机学院', { exact: true }).check();
    await admin.getByLabel('必读（接收人须确认）').check();
    await admin.getByRole('button', { name: '发布' }).click();
    const item = admin.locator('.notice-published__item', { hasText: title });
    const count = item.locator('.notice-read-count');
    await expect.poll(() => count.textContent()).toMatch(/^已读 0\/\d+$/);
    const audience = (await count.textContent())?.split('/')[1];

    const reader = await newPage(env.browser, PHONE);
    const student = reader.page;
    await student.goto(loginUrl(env.server, '/site/'));
    await signIn(student);
    const popup = student.getByRole('dialog').filter({ hasText: title });
    await popup.waitFor();
    expect(await popup.locator('strong').textContent()).toBe('准时');
    // Tags outside the allowlist are dropped with a script's text (issue 16, item 9): nothing shows, nothing runs.
    expect(await popup.textContent()).toContain('请准时参加考试');
    expect(await popup.textContent()).not.toContain('hacked');
    expect(await student.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await popup.getByRole('button', { name: '我已阅读并知晓' }).click();
    await popup.waitFor({ state: 'hidden' });
    // It does not come back on the next visit.
    await student.reload();
    await student.getByRole('link', { name: title }).waitFor();
    expect(await student.getByRole('dialog').filter({ hasText: title }).count()).toBe(0);

    await admin.reload();
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toBe(`已读 1/${audience}`);
    await item.getByRole('button', { name: '未读名单' }).click();
    await item.locator('.notice-unread').waitFor();
    expect(await item.locator('.notice-unread').textContent()).not.toContain('学生演示账号');
    await publisher.context.close();
    await reader.context.close();
  });
});
