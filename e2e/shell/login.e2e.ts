import { describe, expect, it } from 'vitest';
import { newPage, PHONE, serverAndBrowser, signIn, studentOnPersonalPage } from '../harness';

const env = serverAndBrowser();

describe('login redirect and the 10013 flow (spec §2.3, §8)', () => {
  it('sends a visitor to the login and, once signed in, back to the page that asked', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/personal'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    const login = new URL(page.url());
    expect(login.pathname).toBe('/site/center/login');
    expect(login.searchParams.get('redirect_url')).toBe(env.server.url('/site/center/personal'));
    await expect(page.getByRole('heading', { name: '北辰大学' }).isVisible()).resolves.toBe(true);

    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/site/center/personal');
    await page.getByText('2024010001').waitFor();
    await expect(page.getByRole('heading', { name: '学生演示账号' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('says what went wrong in Chinese when the password is wrong', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/login'));
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请填写账号').waitFor();
    await page.getByPlaceholder('请输入学工号或账号').fill('student');
    await page.getByPlaceholder('请输入密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').getByText('账号或密码错误').waitFor();
    await context.close();
  });

  it('goes to the login, and back to the page, when the session is lost (10013)', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/center/login'));
    await signIn(page);
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    // The home's widgets ask the server on their own: let them finish, or one of them meets the 10013 first.
    await page.waitForLoadState('networkidle');
    // The server forgets the session while the page still believes in it.
    await context.clearCookies({ name: 'eai-sess' });
    await page.getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/site/center/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(env.server.url('/site/center/personal'));
    await signIn(page);
    await page.getByText('2024010001').waitFor();
    await context.close();
  });

  it('logs out through the server and lands on the login', async () => {
    const { context, page } = await studentOnPersonalPage(env);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/site/center/login');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'eai-sess-active')).toBeUndefined();
    await page.goto(env.server.url('/site/center/personal'));
    await page.waitForURL((url) => url.pathname === '/site/center/login');
    await context.close();
  });
});
