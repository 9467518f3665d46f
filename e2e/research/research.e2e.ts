import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmPicker, DESKTOP, newPage, openAs, openPicker, PHONE, serverAndBrowser, signIn, wheelItem } from '../harness';

const env = serverAndBrowser();

/** The demo sites keep Beijing time: the teacher's phone too, so its date wheels start at the site's today. */
const SITE_ZONE = 'Asia/Shanghai';
const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE, year: 'numeric' }).format(new Date()));

const PROJECT = '智慧校园移动门户的无障碍设计研究';

/** 科研工作量's points of a year as the page shows them (read afresh): 0 while the year has no section yet. */
async function pointsOf(page: Page, year: number): Promise<number> {
  await page.goto(env.server.url('/site/paperWork/index'));
  // The demo teacher has last year's approved project and papers: some year always shows.
  await page
    .getByRole('region', { name: /^\d{4}年$/ })
    .first()
    .waitFor();
  const section = page.getByRole('region', { name: `${year}年` });
  if ((await section.count()) === 0) return 0;
  return Number(await section.locator('.rs-total strong').innerText());
}

/** The declaration's card in 我的项目. */
const myProject = (page: Page) => page.getByRole('list', { name: '我的项目' }).getByRole('listitem').filter({ hasText: PROJECT });

/** The administrator approves the declaration's current step on the 科研审批 desk (待办 → 办理 → 同意). */
async function approveStep(desk: Page, step: string) {
  const row = desk.getByRole('row').filter({ hasText: PROJECT }).filter({ hasText: step });
  await row.getByRole('button', { name: `办理 教师演示账号的项目申报：${PROJECT}` }).click();
  const drawer = desk.getByRole('dialog', { name: `教师演示账号的项目申报：${PROJECT}` });
  await drawer.getByRole('button', { name: '同意' }).click();
  const decision = desk.getByRole('dialog', { name: '同意' });
  await decision.getByLabel(/审批意见/).fill(`${step}同意`);
  await decision.getByRole('button', { name: /^确\s*定$/ }).click();
  await decision.waitFor({ state: 'hidden' });
  await desk.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

describe('research projects on the workflow engine', () => {
  it('a teacher declares a project under the open call, the department and the research office approve, and the workload points grow', async () => {
    const teacher = (await newPage(env.browser, { ...PHONE, timezoneId: SITE_ZONE })).page;
    await teacher.goto(env.server.url('/site/paperWork/index'));
    await signIn(teacher, 'teacher', 'teacher123');
    const before = await pointsOf(teacher, thisYear);

    // The open call of this year, declared on the phone: the teacher leads it, from today to a year on.
    await teacher.goto(env.server.url('/site/project/index'));
    const call = teacher
      .getByRole('list', { name: '可申报的批次' })
      .getByRole('listitem')
      .filter({ hasText: `${thisYear}年校级科研项目申报` });
    await call.getByText('全校各院系').waitFor();
    await call.getByRole('button', { name: '申报' }).tap();
    await teacher.getByText('本人为项目负责人', { exact: false }).waitFor();
    await teacher.getByLabel('项目名称').fill(PROJECT);
    await teacher.getByLabel('申请经费（元）').fill('45000');
    let popup = await openPicker(teacher, /^开始日期/);
    await confirmPicker(popup);
    popup = await openPicker(teacher, /^结束日期/);
    await wheelItem(popup.locator('.adm-picker-view-column').nth(0), String(thisYear + 1)).tap();
    await confirmPicker(popup);
    await teacher.getByLabel('项目简介').fill('评估门户各页面的读屏与键盘可用性，形成改进规范。');
    await teacher.getByRole('button', { name: '提交申报' }).tap();
    await teacher.waitForURL((url) => url.pathname === '/site/personalproject/index');
    await myProject(teacher).getByText('审批中').waitFor();
    expect(await myProject(teacher).innerText()).toContain('经费 45,000 元');

    // Nobody on the demo site leads the department or holds 学校管理员: both steps fall to the administrator.
    const desk = (await newPage(env.browser, DESKTOP)).page;
    await openAs(env.server, desk, '/site/research/approve');
    await approveStep(desk, '院系审批');
    // Still running after the department's step: the research office has yet to decide.
    await teacher.reload();
    await myProject(teacher).getByText('审批中').waitFor();
    await approveStep(desk, '科研处审批');
    await desk.getByRole('tab', { name: '已办' }).click();
    await desk.getByRole('row').filter({ hasText: PROJECT }).first().waitFor();

    // The teacher sees it approved, and it counts: a school-level project led is worth 20 points.
    await teacher.reload();
    await myProject(teacher).getByText('已通过').waitFor();
    expect(await myProject(teacher).getByRole('button', { name: '撤回' }).count()).toBe(0);
    await expect.poll(() => pointsOf(teacher, thisYear)).toBe(before + 20);
    const year = teacher.getByRole('region', { name: `${thisYear}年` });
    const item = year.getByRole('listitem').filter({ hasText: PROJECT });
    expect(await item.innerText()).toMatch(/项目 · 校级 · 负责人\s*20/);
  });
});
