import { describe, expect, it } from 'vitest';
import { confirmPicker, loginUrl, newPage, openPicker, PHONE, serverAndBrowser, signIn, wheelItem } from '../harness';

const env = serverAndBrowser();

describe('school news (issue 7)', () => {
  it('an administrator publishes on the phone, a student reads it and the view counts once', async () => {
    const title = `运动会开幕 ${Date.now()}`;
    const publisher = await newPage(env.browser, PHONE);
    const admin = publisher.page;
    await admin.goto(loginUrl(env.server, '/site/news/publish'));
    await signIn(admin, 'admin', 'admin123');
    const channels = await openPicker(admin, /^频道：/);
    await wheelItem(channels, '校园动态').tap();
    await confirmPicker(channels);
    await admin.getByRole('button', { name: '频道：校园动态' }).waitFor();
    await admin.getByLabel('标题', { exact: true }).fill(title);
    await admin.getByLabel('正文', { exact: true }).fill('<p>全校<strong>运动会</strong>今日开幕</p><script>window.hacked = 1</script>');
    await admin.getByRole('button', { name: '立即发布', exact: true }).click();
    await admin.locator('.q-row', { hasText: title }).filter({ hasText: '已发布' }).waitFor();

    const reader = await newPage(env.browser, PHONE);
    const student = reader.page;
    await student.goto(loginUrl(env.server, '/site/news/index'));
    await signIn(student);
    const link = student.getByRole('link', { name: new RegExp(title) });
    await link.waitFor();
    await link.click();
    await student.getByRole('heading', { name: title }).waitFor();
    expect(await student.locator('.news-body strong').textContent()).toBe('运动会');
    // Tags outside the allowlist are dropped with a script's text (issue 16, item 9): nothing shows, nothing runs.
    expect(await student.locator('.news-body').textContent()).toBe('全校运动会今日开幕');
    expect(await student.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect.poll(() => student.getByTestId('news-views').textContent()).toBe('阅读 1');
    // A second opening the same day is the same reader: still one view.
    await student.reload();
    await student.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => student.getByTestId('news-views').textContent()).toBe('阅读 1');

    await admin.reload();
    await expect.poll(() => admin.locator('.q-row', { hasText: title }).textContent(), { timeout: 10_000 }).toContain('阅读 1');
    await publisher.context.close();
    await reader.context.close();
  });
});
