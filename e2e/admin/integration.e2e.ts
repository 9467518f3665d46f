import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, openAs, serverAndBrowser } from '../harness';

const env = serverAndBrowser();

/** Screenshots of the screens at 1280×800, for people to look at (test-results/ is not committed). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin');
fs.mkdirSync(SHOTS, { recursive: true });

/** Opens a console page as the site administrator. */
const openAsAdmin = (page: Page, pathname: string) => openAs(env.server, page, pathname);

const dialog = (page: Page) => page.getByRole('dialog');

describe('integration screens of the console (issue 8)', () => {
  it('shows the API reference, searchable, with each field’s Chinese name and an example request', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openAsAdmin(page, '/site/admin/reference');
    await page.getByRole('heading', { name: '个人中心' }).waitFor();
    await page.getByRole('searchbox', { name: '搜索接口' }).fill('login/check');
    await page.getByText('共 1 个接口').waitFor();
    const fields = page.getByRole('table', { name: '请求字段' });
    await fields.getByRole('row', { name: /username.*string.*是.*长度 1–64.*账号/ }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^10029 操作太频繁/ })
      .waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'reference.png'), fullPage: true });
    await expect(page.locator('pre').first().textContent()).resolves.toContain("--data-urlencode 'username=");
    // The menu offers the integration screens to the site administrator.
    for (const name of ['服务令牌', 'Webhook', '接口参考']) await page.getByRole('link', { name, exact: true }).waitFor();
    await context.close();
  });

  it('issues a service token shown once, which then works as a bearer token', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openAsAdmin(page, '/site/admin/tokens');
    await page.getByText('还没有服务令牌').waitFor();
    await page.getByRole('button', { name: '签发令牌' }).click();
    await dialog(page).getByLabel('名称').fill('数据中心同步');
    await dialog(page).getByLabel('模块').fill('people');
    await dialog(page).getByLabel('模块').press('Enter');
    await dialog(page).getByRole('button', { name: '签发', exact: true }).click();

    await page.getByText('「数据中心同步」的令牌').waitFor();
    const token = (await page.getByTestId('one-time-secret').textContent()) ?? '';
    expect(token).toMatch(/^qst_[a-z0-9]{40,}$/i);
    await page.getByRole('button', { name: '我已记下' }).click();
    await page.getByTestId('one-time-secret').waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(`数据中心同步.*admin: people.*…${token.slice(-4)}.*有效`) }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'tokens.png') });
    // Once closed, the token itself is nowhere on the page.
    expect(await page.content()).not.toContain(token);

    const answer = await fetch(env.server.url('/admin/api/tokens/list'), { headers: { authorization: `Bearer ${token}` } });
    // Its grants hold admin/people only: the token list itself is refused to it.
    expect((await answer.json()).e).toBe(10003);
    await context.close();
  });

  it('registers a webhook, shows its secret once and lists it', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openAsAdmin(page, '/site/admin/webhooks');
    await page.getByText('还没有 Webhook').waitFor();
    await page.getByRole('button', { name: '登记 Webhook' }).click();
    await dialog(page).getByLabel('接收地址').fill('http://127.0.0.1:9/quad-events');
    await dialog(page).getByRole('button', { name: '登记', exact: true }).click();
    await dialog(page).getByText('请至少选择一个事件').waitFor();
    await dialog(page).getByLabel('新建了人员（user.created）').check();
    await dialog(page).getByRole('button', { name: '登记', exact: true }).click();

    await page.getByText('签名密钥', { exact: true }).waitFor();
    const secret = (await page.getByTestId('one-time-secret').textContent()) ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(16);
    await page.getByRole('button', { name: '我已记下' }).click();
    await page.getByTestId('one-time-secret').waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(`127\\.0\\.0\\.1:9/quad-events.*新建了人员.*…${secret.slice(-4)}`) }).waitFor();
    await page.getByText('没有投递记录').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'webhooks.png') });
    await context.close();
  });
});
