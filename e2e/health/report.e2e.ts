import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPicker, newPage, openPicker, PHONE, serverAndBrowser, signIn, wheelItem } from '../harness';
import { studentShowingCode } from './code-steps';

const env = serverAndBrowser();

/** The instructor page's 已报 card. */
const reportedCount = async (page: Page) => Number(await page.locator('.hv-card').filter({ hasText: '已报' }).locator('strong').innerText());

describe('the daily health report (issue 6)', () => {
  it('a student reports "same as last time" on a phone and the instructor sees the count change', async () => {
    const teacherPhone = await newPage(env.browser, PHONE);
    const teacher = teacherPhone.page;
    await teacher.goto(env.server.url('/site/epideState/instructor'));
    await signIn(teacher, 'teacher', 'teacher123');
    await teacher.locator('.hv-card').filter({ hasText: '已报' }).waitFor();
    const before = await reportedCount(teacher);

    const studentPhone = await newPage(env.browser, PHONE);
    const student = studentPhone.page;
    await student.goto(env.server.url('/site/ncov/index'));
    await signIn(student);
    // The demo student reported on each of the last six days: yesterday's answers are offered again.
    await student.getByRole('heading', { name: '与上次相同？' }).waitFor();
    expect(await student.getByRole('region', { name: '与上次相同？' }).innerText()).toContain('今日体温');
    await student.getByRole('button', { name: '与上次相同，一键上报' }).click();
    await student.getByText('与上次上报相同，确认提交今天的上报？').waitFor();
    await student.getByRole('button', { name: '确定' }).click();
    await student.getByRole('heading', { name: '今日已上报' }).waitFor();
    await student.reload();
    await student.getByRole('heading', { name: '今日已上报' }).waitFor();
    expect(await student.getByRole('button', { name: '与上次相同，一键上报' }).count()).toBe(0);

    await teacher.reload();
    await teacher.locator('.hv-card').filter({ hasText: '已报' }).waitFor();
    await expect.poll(() => reportedCount(teacher)).toBe(before + 1);
  });

  it('a student whose temperature changed edits the prefilled form and the confirm names only that field', async () => {
    // East's demo student has not reported today either (north's did in the test above).
    const { page } = await newPage(env.browser, PHONE);
    await page.goto(env.server.url('/site/ncov/index', 'east'));
    await signIn(page);
    await page.getByRole('button', { name: '有变化，修改后上报' }).click();
    const form = page.getByRole('region', { name: '上报内容' });
    const before = await form.getByRole('button', { name: /今日体温/ }).innerText();
    expect(await form.getByText('已修改').count()).toBe(0);
    const popup = await openPicker(page, /今日体温/);
    await wheelItem(popup, '37.3℃~38℃').tap();
    await confirmPicker(popup);
    // The mark sits on the changed field alone.
    expect(await form.getByText('已修改', { exact: true }).count()).toBe(1);
    await form.locator('.ff-field').filter({ hasText: '今日体温' }).getByText('已修改').waitFor();
    await form.getByRole('button', { name: '提交上报' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('与上次相比，以下内容有变化：').waitFor();
    const asked = await dialog.innerText();
    expect(asked).toContain(`今日体温：${before} → 37.3℃~38℃`);
    for (const unchanged of ['所在地区', '详细地址', '是否在校']) expect(asked).not.toContain(unchanged);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByRole('heading', { name: '今日已上报' }).waitFor();
    expect(await page.getByRole('region', { name: '今日已上报' }).innerText()).toContain('37.3℃~38℃');
  });

  it('a student shows a green code and the gate lets them through; a forged code is stopped', async () => {
    const { page: student, token } = await studentShowingCode(env.browser, env.server);
    await student.getByRole('heading', { name: '绿码' }).waitFor();

    const gatePhone = await newPage(env.browser, PHONE);
    const gate = gatePhone.page;
    await gate.goto(env.server.url('/site/center/sweepCode'));
    await signIn(gate, 'admin', 'admin123');
    await gate.getByRole('textbox', { name: '输入或粘贴二维码内容' }).fill(token);
    await gate.getByRole('button', { name: '核验' }).click();
    await gate.getByRole('heading', { name: '准予通行' }).waitFor();
    expect(await gate.getByRole('alert', { name: '核验结果' }).innerText()).toContain('学生演示账号');
    await gate.getByRole('button', { name: '继续扫码' }).click();
    await gate.getByRole('list', { name: '今日通行记录' }).getByText('学生演示账号').first().waitFor();

    await gate.getByRole('textbox', { name: '输入或粘贴二维码内容' }).fill(token.replace(/\.g\./, '.r.'));
    await gate.getByRole('button', { name: '核验' }).click();
    await gate.getByRole('heading', { name: '禁止通行' }).waitFor();
    expect(await gate.getByRole('alert', { name: '核验结果' }).innerText()).toContain('二维码无效');
  });
});
