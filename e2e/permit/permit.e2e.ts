import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { confirmPicker, DESKTOP, newPage, openAs, openPicker, PHONE, serverAndBrowser, signIn, turnWheel } from '../harness';
import { readQr } from '../qr';

const env = serverAndBrowser();

/** The demo sites keep Beijing time: the visitor's phone too, so its wheels start at the site's now. */
const SITE_ZONE = 'Asia/Shanghai';
const VISITOR_PHONE: BrowserContextOptions = { ...PHONE, timezoneId: SITE_ZONE };

/** The site's day `days` after today, as the date wheels show it (no leading zeros). */
function siteDayAfter(days: number) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    new Date(Date.now() + days * 86_400_000),
  );
  // en-CA pads months and days to two digits whatever `numeric` asks; the pages show 12月1日.
  const part = (type: string) => String(Number(parts.find((p) => p.type === type)?.value));
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Opens a date-and-time picker (five wheels, starting at now) and turns its day wheels `days` ahead; the time stays now's. */
async function pickMoment(page: Page, label: string, days: number) {
  const popup = await openPicker(page, new RegExp(`^${label}`));
  if (days > 0) {
    const day = siteDayAfter(days);
    const columns = popup.locator('.adm-picker-view-column');
    for (const [i, text] of [day.year, day.month, day.day].entries()) await turnWheel(columns.nth(i), text);
  }
  await confirmPicker(popup);
}

interface TVisit {
  name: string;
  phone: string;
  idCard: string;
  reason: string;
  /** Days after today the window starts and ends (0: starts now). */
  from: number;
  to: number;
}

/**
 * A visitor without an account books a visit to the demo teacher on a site's public page and lands on
 * the status page of their secret link, still waiting for the host: its address is what they keep.
 */
async function bookVisit(page: Page, visit: TVisit, site?: string): Promise<string> {
  await page.goto(env.server.url('/site/permit/visitor', site));
  const form = page.getByRole('form', { name: '访客预约' });
  await form.getByLabel('姓名').fill(visit.name);
  await form.getByLabel('手机号').fill(visit.phone);
  await form.getByLabel('身份证号').fill(visit.idCard);
  await form.getByRole('textbox', { name: '受访人' }).fill('教师');
  await page
    .getByRole('list', { name: '找到的受访人' })
    .getByRole('button', { name: /^教师演示账号/ })
    .tap();
  await form.getByRole('button', { name: '重新选择' }).waitFor();
  await pickMoment(page, '来访开始时间', visit.from);
  await pickMoment(page, '来访结束时间', visit.to);
  await page.getByLabel('来访事由').fill(visit.reason);
  await form.getByRole('button', { name: '提交预约' }).tap();
  await page.waitForURL((url) => url.pathname === '/site/permit/status' && url.searchParams.has('t'));
  const status = page.getByRole('region', { name: '预约进度' });
  await status.getByText(visit.name).waitFor();
  await status.getByText('审批中').waitFor();
  await status.getByText('等待受访人确认，请稍后刷新本页').waitFor();
  return page.url();
}

/**
 * The host, the demo teacher, approves on their phone: the visit waits in 待办 under its title, its flow
 * page shows the step (受访人确认) and the visitor's facts; 同意 with a comment ends it.
 * (The console's 通行证审批 desk is closed to hosts: only the security office holds permit's `approve`.)
 */
async function hostApproves(site: string | undefined, visitor: string, comment: string) {
  const { page: host } = await newPage(env.browser, PHONE);
  await host.goto(env.server.url('/site/document/backlog', site));
  await signIn(host, 'teacher', 'teacher123');
  await host.waitForURL((url) => url.pathname === '/site/document/backlog');
  await host.getByRole('link', { name: new RegExp(`访客预约：${visitor}`) }).tap();
  await host.waitForURL((url) => url.pathname === '/site/document/flow');
  await host.getByText('当前环节：受访人确认').waitFor();
  expect(await host.locator('.wf-values').innerText()).toContain(visitor);
  await host.getByRole('button', { name: '同意' }).tap();
  const decision = host.getByRole('form', { name: '同意' });
  await decision.getByLabel('审批意见（选填）').fill(comment);
  await decision.getByRole('button', { name: /^确\s*定$/ }).tap();
  await host.getByText('当前环节：受访人确认').waitFor({ state: 'detached' });
  await host.context().close();
}

/** The visitor's status page, once approved: the state, and the QR it shows, read as a scanner would. */
async function approvedPass(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const status = page.getByRole('region', { name: '预约进度' });
  await status.getByText('已批准').waitFor();
  await status.getByText('请向门岗出示此码').waitFor();
  let code = '';
  // The code rotates every minute: a scan caught while the picture is swapped is tried again.
  await expect.poll(async () => (code = await readQr(status.getByRole('img', { name: '通行码' })))).not.toBe('');
  return code;
}

/** A guard types a pass code on the gate page and reads the verdict; 核验下一个 clears it for the next one. */
async function checkAtGate(gate: Page, code: string): Promise<{ heading: string; text: string }> {
  await gate.getByRole('textbox', { name: '手动输入通行码' }).fill(code);
  await gate.getByRole('button', { name: '核验', exact: true }).tap();
  const verdict = gate.getByRole('alert', { name: '核验结果' });
  await verdict.waitFor();
  const answer = { heading: await verdict.getByRole('heading').innerText(), text: await verdict.innerText() };
  await verdict.getByRole('button', { name: '核验下一个' }).tap();
  await verdict.waitFor({ state: 'detached' });
  return answer;
}

/** The demo administrator's phone on the gate page (guards and the security office may check passes). */
async function guardAtGate(): Promise<Page> {
  const { page } = await newPage(env.browser, PHONE);
  await page.goto(env.server.url('/site/permit/gate'));
  await signIn(page, 'admin', 'admin123');
  await page.waitForURL((url) => url.pathname === '/site/permit/gate');
  await page.getByRole('textbox', { name: '手动输入通行码' }).waitFor();
  return page;
}

describe('visitor permits on the workflow engine', () => {
  it('a visitor books on a phone, the host approves on theirs, the gate lets the pass through, and refuses it once revoked', async () => {
    const visitor = (await newPage(env.browser, VISITOR_PHONE)).page;
    const link = await bookVisit(visitor, {
      name: '王建国',
      phone: '13911112222',
      idCard: '11010519491231002X',
      reason: '参加学术报告会',
      from: 0,
      to: 1,
    });
    // The link is the visitor's only way back: it opens the same request on a fresh phone, without an account.
    const again = (await newPage(env.browser, VISITOR_PHONE)).page;
    await again.goto(link);
    await again.getByRole('region', { name: '预约进度' }).getByText('王建国').waitFor();
    expect(await again.getByRole('img', { name: '通行码' }).count()).toBe(0);

    // The host, the demo teacher, approves on their phone.
    await hostApproves(undefined, '王建国', '欢迎来访，请到东门登记');

    // The visitor's page now says approved, with the host's words and a QR pass.
    const code = await approvedPass(visitor, link);
    const status = visitor.getByRole('region', { name: '预约进度' });
    await status.getByText('受访人意见：欢迎来访，请到东门登记').waitFor();
    await status.getByText('请在有效时间内到校门出示通行码').waitFor();

    // The guard checks it at the gate: valid, with the visitor's name and the host.
    const gate = await guardAtGate();
    const pass = await checkAtGate(gate, code);
    expect(pass.heading).toBe('准予通行');
    expect(pass.text).toContain('通行证有效，准予通行');
    expect(pass.text).toContain('王建国');
    expect(pass.text).toContain('教师演示账号');

    // The security office revokes it in the console's records.
    const office = (await newPage(env.browser, DESKTOP)).page;
    await openAs(env.server, office, '/site/permit/records');
    const row = office.getByRole('row').filter({ hasText: '王建国' });
    await row.getByText('已批准').waitFor();
    await row.getByRole('button', { name: '撤销' }).click();
    await office.getByText('撤销后该通行证立即失效，确定撤销？').waitFor();
    await office
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^(确\s*定|OK)$/ })
      .click();
    await row.getByText('已撤销').waitFor();

    // The same code, shown again within its minutes, is refused; the visitor's page shows no pass any more.
    const refused = await checkAtGate(gate, code);
    expect(refused.heading).toBe('禁止通行');
    expect(refused.text).toContain('通行证已被撤销，不能通行');
    await visitor.reload();
    await visitor.getByRole('region', { name: '预约进度' }).getByText('已撤销').waitFor();
    await visitor.getByText('通行证已被保卫处撤销，如有疑问请与受访人联系').waitFor();
    expect(await visitor.getByRole('img', { name: '通行码' }).count()).toBe(0);
  });

  it('the gate refuses an approved pass before its window opens', async () => {
    const visitor = (await newPage(env.browser, VISITOR_PHONE)).page;
    const link = await bookVisit(visitor, {
      name: '赵明远',
      phone: '13933334444',
      idCard: '110101199003071233',
      reason: '明日洽谈合作项目',
      from: 1,
      to: 2,
    });
    await hostApproves(undefined, '赵明远', '明天见');

    const code = await approvedPass(visitor, link);
    const gate = await guardAtGate();
    const verdict = await checkAtGate(gate, code);
    expect(verdict.heading).toBe('禁止通行');
    expect(verdict.text).toMatch(/未到通行时间（\d{4}-\d{2}-\d{2} \d{2}:\d{2} 起有效）/);
    expect(verdict.text).toContain('赵明远');
  });

  it("the gate refuses another school's approved pass as not its own, naming nothing of it", async () => {
    // A visit to 南溪大学 (south.localhost), approved there by its own demo teacher.
    const visitor = (await newPage(env.browser, VISITOR_PHONE)).page;
    const link = await bookVisit(
      visitor,
      { name: '钱海峰', phone: '13955556666', idCard: '11010519491231002X', reason: '南溪大学讲座', from: 0, to: 1 },
      'south',
    );
    await hostApproves('south', '钱海峰', '同意');
    const code = await approvedPass(visitor, link);

    // 北辰大学's gate does not take it.
    const gate = await guardAtGate();
    const verdict = await checkAtGate(gate, code);
    expect(verdict.heading).toBe('禁止通行');
    expect(verdict.text).toContain('通行码无效：不是本校的通行证，或已损坏');
    expect(verdict.text).not.toContain('钱海峰');
  });
});
