import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { changeFirstPassword, DESKTOP, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

/** Screenshots of the console at 1280×800, for people to look at (test-results/ is not committed). */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin');

async function shoot(page: Page, name: string): Promise<void> {
  // A table still fading in from its loading state would look disabled.
  await page.locator('.ant-spin-blur, .ant-spin-spinning').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Opens a console page as `username`: the page asks for the login and comes back after it. */
const openConsole = (page: Page, pathname: string, username: string, password: string) => openAs(env.server, page, pathname, username, password);

const dialog = (page: Page) => page.getByRole('dialog');

describe('administration console (issue 4)', () => {
  it('lets the platform administrator create a site whose portal answers at <id>.localhost at once', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openConsole(page, '/site/admin/sites', 'admin', 'admin123');
    await page.getByRole('cell', { name: '南溪大学' }).waitFor();
    await page.getByRole('button', { name: '新建站点' }).click();
    await page.getByLabel('站点标识').fill('west');
    await page.getByLabel('学校名称').fill('西山师范大学');
    await page.getByRole('button', { name: '创建' }).click();

    await dialog(page).getByText('「西山师范大学」已创建').waitFor();
    const password = (await page.getByTestId('one-time-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    const address = await dialog(page).getByRole('link').getAttribute('href');
    expect(address).toBe(env.server.url('/site/', 'west'));
    await page.getByRole('button', { name: '我已记下' }).click();
    await page.getByRole('cell', { name: '西山师范大学' }).waitFor();

    const portal = await context.newPage();
    await portal.goto(address ?? '');
    await portal.getByRole('heading', { name: '西山师范大学' }).waitFor();
    // …and its first administrator signs in there with the password shown once.
    await portal.goto(env.server.url('/site/admin/people', 'west'));
    await signIn(portal, 'admin', password);
    await portal.getByRole('cell', { name: '站点管理员' }).first().waitFor();
    // A site administrator's menu has the site's screens and not the platform console.
    await portal.getByRole('link', { name: '角色权限' }).waitFor();
    expect(await portal.getByRole('link', { name: '站点管理' }).count()).toBe(0);
    await context.close();
  });

  it('lets a site administrator create a person who then signs in on a phone with the one-time password and chooses their own', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openConsole(page, '/site/admin/people', 'admin', 'admin123');
    await page.getByRole('tree').getByText('计算机学院').waitFor();
    await page.getByText(/共 \d+ 人/).waitFor();
    await shoot(page, 'people');

    await page.getByRole('button', { name: '新建人员' }).click();
    const drawer = dialog(page);
    await drawer.getByLabel('账号').fill('bad account');
    await drawer.getByLabel('姓名').fill('林晓雨');
    await drawer.getByRole('button', { name: '保存' }).click();
    // The server's field error shows under its field.
    await drawer.getByText('账号只能包含字母、数字和 _ . @ -').waitFor();
    await drawer.getByLabel('账号').fill('linxiaoyu');
    await drawer.getByRole('button', { name: '保存' }).click();

    await page.getByText('人员已创建').waitFor();
    const password = (await page.getByTestId('one-time-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: '我已记下' }).click();
    await page.getByRole('search').getByRole('searchbox').fill('林晓雨');
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await page.getByRole('cell', { name: /林晓雨/ }).waitFor();
    await context.close();

    const phone = await newPage(env.browser, PHONE);
    await phone.page.goto(env.server.url('/site/center/login'));
    await signIn(phone.page, 'linxiaoyu', password);
    // A first password is changed before anything else works.
    await changeFirstPassword(phone.page, password, 'Lin2025xy');
    await phone.page.getByText('你好，林晓雨').waitFor();
    await phone.context.close();
  });

  it('shows the roles and lets the administrator edit what a role grants', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openConsole(page, '/site/admin/roles', 'admin', 'admin123');
    await page.getByRole('cell', { name: /站点管理员/ }).waitFor();
    await shoot(page, 'roles');
    // Keyboard first: the skip link, then the console's own controls, without a mouse.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('跳到主要内容');
    await page.getByRole('button', { name: '新建角色' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('角色名称').fill('宿管员');
    await dialog(page).getByLabel('角色标识').fill('dorm-keeper');
    await dialog(page).getByLabel('应用标识').fill('uc');
    await dialog(page).getByLabel('模块').fill('center');
    await dialog(page).getByLabel('模块').press('Enter');
    await shoot(page, 'role-drawer');
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await page.getByRole('row', { name: /宿管员.*dorm-keeper.*uc: center/ }).waitFor();
    await context.close();
  });

  it('answers 无权限 to a student who opens the console', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openConsole(page, '/site/admin/people', 'student', 'student123');
    await page.getByRole('heading', { name: '无权限' }).waitFor();
    expect(await page.getByRole('tree').count()).toBe(0);
    await context.close();
  });
});
