import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

const ROW = '页面标题 · center/login';

async function phoneTitle(phone: Page): Promise<string> {
  await phone.goto(env.server.url('/site/center/login', 'south'));
  await phone.getByRole('button', { name: '登录' }).waitFor();
  return phone.title();
}

describe('layered settings in the console (issue 4)', () => {
  it('changes a route title at site level, shows it on the phone, then resets it to the inherited title', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(env.server.url('/site/admin/settings', 'south'));
    await signIn(page, 'admin', 'admin123');
    await page.getByRole('cell', { name: '版权信息', exact: true }).waitFor();

    await page.getByRole('button', { name: '添加页面标题' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('页面', { exact: true }).fill('center/login');
    await dialog.getByLabel('页面标题', { exact: true }).fill('南溪统一登录');
    await dialog.getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: ROW });
    await row.getByText('本站').waitFor();
    await row.getByText('南溪统一登录').waitFor();

    const phone = await newPage(env.browser, PHONE);
    await expect.poll(() => phoneTitle(phone.page)).toBe('南溪统一登录');

    await row.getByRole('button', { name: `恢复继承 ${ROW}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '恢复继承' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => phoneTitle(phone.page)).toBe('登录');

    await phone.context.close();
    await context.close();
  });
});
