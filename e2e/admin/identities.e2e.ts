import { describe, it } from 'vitest';
import { DESKTOP, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('several identities of one person (issue 4)', () => {
  it('links a second account in the console, and its owner switches to it on the phone without a password', async () => {
    const desk = await newPage(env.browser, DESKTOP);
    await desk.page.goto(env.server.url('/site/admin/people', 'east'));
    await signIn(desk.page, 'admin', 'admin123');
    await desk.page.getByLabel('姓名、拼音或首字母、账号、学工号').fill('student');
    await desk.page.getByLabel('姓名、拼音或首字母、账号、学工号').press('Enter');
    const row = desk.page.locator('.ant-table-row').filter({ hasText: 'student' }).first();
    await row.getByRole('button', { name: '编辑' }).click();
    const panel = desk.page.getByRole('region', { name: '多重身份' });
    await panel.getByLabel('要关联的账号').fill('teacher');
    // Both owners consent with their own passwords: linked accounts switch without one.
    await panel.getByLabel('本账号的密码').fill('student123');
    await panel.getByLabel('要关联账号的密码').fill('teacher123');
    await panel.getByRole('button', { name: '关联' }).click();
    await panel.getByText('teacher').waitFor();
    await desk.context.close();

    const phone = await newPage(env.browser, PHONE);
    await phone.page.goto(env.server.url('/site/center/switch', 'east'));
    await signIn(phone.page);
    await phone.page.getByText('当前身份').waitFor();
    await phone.page.getByRole('button', { name: '切换' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/site/');
    await phone.page.goto(env.server.url('/site/center/switch', 'east'));
    // Now the teacher's identity is the current one.
    await phone.page.locator('[aria-current="true"]', { hasText: '教师' }).waitFor();
    await phone.context.close();
  });
});
