import { describe, expect, it } from 'vitest';
import { loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('network-error screen (spec §2.3)', () => {
  it('shows 网络错误 with 返回, and the feedback reaches the server', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    await page.goto(loginUrl(env.server, '/site/'));
    await signIn(page);
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    await page.route('**/uc/wap/user/get-info**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: '个人中心' }).click();

    await page.getByText('网络错误', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '返回' }).waitFor();
    await page.getByRole('alert').getByRole('button', { name: '意见反馈' }).click();
    await page.getByRole('heading', { name: '意见反馈' }).waitFor();
    await page.getByPlaceholder('输入你的意见').fill('个人中心打不开');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback/save') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/feedback/save'));
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('dialog').filter({ hasText: '您将提交以下信息，是否确认？' }).getByRole('button', { name: '确定' }).click();
    const request = await sent;
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('content')).toBe('个人中心打不开');
    expect(body.get('page')).toBe(env.server.url('/site/center/personal'));
    const answer = (await (await answered).json()) as { e: number };
    expect(answer.e).toBe(0);
    await page.getByRole('dialog').filter({ hasText: '操作成功!' }).getByRole('button', { name: '确定' }).click();

    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => url.pathname === '/site/');
    await context.close();
  });
});
