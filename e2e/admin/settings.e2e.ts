import { describe, expect, it } from 'vitest';
import { newPage, PHONE, serverAndBrowser } from '../harness';
import { loginPageTitle, titleLoginPage } from './login-title-steps';

const env = serverAndBrowser();

const ROW = '页面标题 · center/login';

describe('layered settings in the console (issue 4)', () => {
  it('changes a route title at site level, shows it on the phone, then resets it to the inherited title', async () => {
    const { context, page } = await titleLoginPage(env, '南溪统一登录', '保存');
    const row = page.getByRole('row').filter({ hasText: ROW });
    await row.getByText('本站').waitFor();
    await row.getByText('南溪统一登录').waitFor();

    const phone = await newPage(env.browser, PHONE);
    await expect.poll(() => loginPageTitle(env.server, phone.page)).toBe('南溪统一登录');

    await row.getByRole('button', { name: `恢复继承 ${ROW}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '恢复继承' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => loginPageTitle(env.server, phone.page)).toBe('登录');

    await phone.context.close();
    await context.close();
  });
});
