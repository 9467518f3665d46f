import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { confirmPicker, DESKTOP, newPage, openPicker, PHONE, serverAndBrowser, signIn, turnWheel, wheelItem } from '../harness';

const env = serverAndBrowser();

/** The day `days` after today, as the date wheels show it (year, month, day without leading zeros). */
function dayAfter(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return { year: String(d.getFullYear()), month: String(d.getMonth() + 1), day: String(d.getDate()) };
}

/** Turns a date picker's three wheels to a day. */
async function pickDay(popup: Locator, day: ReturnType<typeof dayAfter>) {
  const columns = popup.locator('.adm-picker-view-column');
  for (const [i, label] of [day.year, day.month, day.day].entries()) await turnWheel(columns.nth(i), label);
}

/** The home page's to-do count: 0 when the badge is not shown. */
async function todoBadge(page: Page): Promise<number> {
  await page.getByRole('link', { name: /我的待办/ }).waitFor();
  const badge = page.getByRole('link', { name: /我的待办/ }).locator('.q-home-count__badge');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
}

describe('leave on the workflow engine (issue 20)', () => {
  it('a student asks for 3 days on a phone, the instructor approves in the console, the student sees it approved and the to-do badge goes to zero', async () => {
    const teacherPhone = (await newPage(env.browser, PHONE)).page;
    await teacherPhone.goto(env.server.url('/site/center/personal'));
    await signIn(teacherPhone, 'teacher', 'teacher123');
    await teacherPhone.goto(env.server.url('/site/'));
    expect(await todoBadge(teacherPhone)).toBe(0);

    // The student asks on the phone: 事假, today and the two days after.
    const student = (await newPage(env.browser, PHONE)).page;
    await student.goto(env.server.url('/site/leave/index'));
    await signIn(student);
    let popup = await openPicker(student, /^请假类型/);
    await wheelItem(popup, '事假').tap();
    await confirmPicker(popup);
    popup = await openPicker(student, /^开始日期/);
    await pickDay(popup, dayAfter(0));
    await confirmPicker(popup);
    popup = await openPicker(student, /^结束日期/);
    await pickDay(popup, dayAfter(2));
    await confirmPicker(popup);
    await student.getByText('共 3 天').waitFor();
    await student.getByLabel('请假事由').fill('回家办理身份证');
    await student.getByLabel('联系电话').fill('13800138000');
    await student.getByRole('button', { name: '提交申请' }).tap();
    const mine = student.getByRole('list', { name: '我的请假' });
    await mine.getByText('审批中').waitFor();

    await teacherPhone.reload();
    await expect.poll(() => todoBadge(teacherPhone)).toBe(1);

    // The instructor decides on the desktop console.
    const desk = (await newPage(env.browser, DESKTOP)).page;
    await desk.goto(env.server.url('/site/leave/approve'));
    await signIn(desk, 'teacher', 'teacher123');
    const row = desk.getByRole('row', { name: /学生演示账号/ });
    await row.getByRole('button', { name: '办理' }).click();
    const drawer = desk.getByRole('dialog', { name: /学生演示账号的请假/ });
    await drawer.getByText('回家办理身份证').waitFor();
    await drawer.getByRole('button', { name: '同意' }).click();
    const decision = desk.getByRole('dialog', { name: '同意' });
    await decision.getByLabel(/审批意见/).fill('注意安全，按时返校');
    await decision.getByRole('button', { name: '确定' }).click();
    await decision.waitFor({ state: 'hidden' });

    // The student sees it approved; the instructor's badge is gone.
    await student.reload();
    await student.getByRole('list', { name: '我的请假' }).getByText('已批准').waitFor();
    await teacherPhone.reload();
    await expect.poll(() => todoBadge(teacherPhone)).toBe(0);

    // The flow page tells who approved, with the comment, in the leave's own words.
    await student.getByRole('link', { name: '查看审批进度' }).first().tap();
    await student.waitForURL((url) => url.pathname === '/site/document/flow');
    await student.getByText('注意安全，按时返校').waitFor();
    expect(await student.locator('.wf-values').innerText()).toContain('事假');
  });
});
