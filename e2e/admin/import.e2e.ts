import { describe, expect, it } from 'vitest';
import { changeFirstPassword, DESKTOP, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('people import (issue 4)', () => {
  it('imports a file of people in the console, and one of them signs in on a phone', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, page, '/site/admin/people');
    await page.getByText(/共 \d+ 人/).waitFor();

    await page.getByRole('button', { name: '导入' }).click();
    const csv = [
      '账号,姓名,学工号,身份,院系,班级,手机号,邮箱,初始密码',
      'chenjing,陈静,2026010001,学生,计算机学院,计科2401班,,,',
      'zhouming,周明,,教师,数学学院,,,,Teach2026',
      'broken,,,外星人,,,,,',
    ].join('\n');
    const input = page.getByLabel('选择文件');
    await input.setInputFiles({ name: '新生.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // One wrong row: nothing is imported, and the row is named.
    await page.getByText('发现 2 处错误，没有导入任何人员（共 3 行）').waitFor();
    await page.getByRole('cell', { name: '身份应为 学生、教师、职工 或 访客' }).waitFor();

    await page.getByText('只导入正确的行').click();
    await input.setInputFiles({ name: '新生.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('导入完成：新建 2 人，更新 0 人').waitFor();
    // The first passwords are random, shown once to the administrator (never the student number).
    const passwordCell = page.getByRole('dialog').getByRole('row').filter({ hasText: 'chenjing' }).getByRole('cell').last();
    const firstPassword = (await passwordCell.textContent())?.trim() ?? '';
    expect(firstPassword).toMatch(/^\S{8,}$/);
    expect(firstPassword).not.toBe('2026010001');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('search').getByRole('searchbox').fill('陈静');
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await page.getByRole('cell', { name: /陈静/ }).waitFor();
    await context.close();

    const phone = await newPage(env.browser, PHONE);
    await phone.page.goto(env.server.url('/site/center/personal'));
    await signIn(phone.page, 'chenjing', firstPassword);
    // Nothing else works until the first password is changed; then the page asked for opens.
    await changeFirstPassword(phone.page, firstPassword, 'Chen2026jing');
    await phone.page.getByRole('heading', { name: '陈静' }).waitFor();
    expect(await phone.page.getByTestId('uc-number').textContent()).toBe('2026010001');
    await phone.context.close();
  });
});
