import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage, signIn, type TServer } from '../harness';

/**
 * What the settings tests do with south's sign-in page title: its administrator opens the settings
 * console and adds a title for `center/login`, closing the dialog with `button` (保存, or 存为草稿 for
 * a draft); answers the console's page.
 */
export async function titleLoginPage(env: { server: TServer; browser: Browser }, title: string, button: '保存' | '存为草稿') {
  const opened = await newPage(env.browser, DESKTOP);
  const { page } = opened;
  await page.goto(env.server.url('/site/admin/settings', 'south'));
  await signIn(page, 'admin', 'admin123');
  await page.getByRole('cell', { name: '版权信息', exact: true }).waitFor();

  await page.getByRole('button', { name: '添加页面标题' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('页面', { exact: true }).fill('center/login');
  await dialog.getByLabel('页面标题', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: button }).click();
  return opened;
}

/** The title a visitor's tab shows on south's sign-in page, loaded afresh. */
export async function loginPageTitle(server: TServer, page: Page): Promise<string> {
  await page.goto(server.url('/site/center/login', 'south'));
  await page.getByRole('button', { name: '登录' }).waitFor();
  return page.title();
}
