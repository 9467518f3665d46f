import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../harness';
import { loginPageTitle, titleLoginPage } from './login-title-steps';

const env = serverAndBrowser();

describe('"preview as" before publishing (issue 4)', () => {
  it('keeps a drafted title off the live portal, previews it as a visitor, then publishes it', async () => {
    const { context, page } = await titleLoginPage(env, '南溪统一认证（草稿）', '存为草稿');
    await page.getByText('草稿中有 1 项未发布的修改').waitFor();

    // The live portal does not have it yet.
    const live = await context.newPage();
    expect(await loginPageTitle(env.server, live)).toBe('登录');

    // The preview, as a visitor: the draft title, and a bar that says it is a preview.
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '预览' }).click()]);
    await preview.waitForURL((url) => url.searchParams.has('preview'));
    await preview.getByText('预览：以未登录访客查看未发布的设置').waitFor();
    await preview.getByRole('link', { name: '登录' }).first().click();
    await expect.poll(() => preview.title()).toBe('南溪统一认证（草稿）');

    await page.getByRole('button', { name: '发布草稿' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '发布草稿' }).click();
    await page.getByText('草稿已发布').waitFor();
    await expect.poll(() => loginPageTitle(env.server, live)).toBe('南溪统一认证（草稿）');
    await context.close();
  });
});
