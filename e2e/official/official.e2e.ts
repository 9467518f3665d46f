import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  confirmPicker,
  DESKTOP,
  downloadedBytes,
  loginUrl,
  newPage,
  openAs,
  openPicker,
  PHONE,
  serverAndBrowser,
  signIn,
  wheelItem,
} from '../harness';

const env = serverAndBrowser();

/**
 * One document goes the whole way, each test taking it on from where the last one left it (they run in
 * order, in one file): drafted by the demo teacher, approved (核稿) and sent back (退回修改) at 签发 by
 * the demo administrator, changed and sent again, approved at 签发, numbered, signed for by a unit,
 * published and read by a student.
 */
const TITLE = '关于开展校园安全隐患排查工作的通知';
const BODY = '各学院：\n为切实做好校园安全工作，学校决定开展安全隐患排查。\n一、各单位要对实验室、宿舍进行全面检查。';
const ADDED = '二、排查结果请于本月底前报党政办公室。';
const RETURN_REASON = '请补充排查结果的报送时间';

/** The demo site 北辰大学's first red header (modules/official/server/demo.ts): 北辰大学文件, 北辰发, 北辰大学党政办公室. */
const HEADER = '北辰大学文件';
const ORGAN = '北辰大学党政办公室';

/** Today in Beijing, whose calendar numbers and dates documents. */
function beijingToday() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date());
  // en-CA pads months and days to two digits whatever `numeric` asks; the pages show 12月1日.
  const part = (type: string) => String(Number(parts.find((p) => p.type === type)?.value));
  return { year: part('year'), month: part('month'), day: part('day') };
}
const TODAY = beijingToday();
/** The first document this fresh site issues under 北辰发 this year. */
const NUMBER = `北辰发〔${TODAY.year}〕1号`;

/** What the tests hand on: the phones that stay signed in, and the document's id once drafted. */
const state = {} as { teacher: Page; admin: Page; documentId: string };

const at = (page: string) => env.server.url(`/site/document/${page}?id=${encodeURIComponent(state.documentId)}`);

/** A phone that signs in through the login screen and lands on `target`. */
async function phoneAt(target: string, username: string, password: string): Promise<Page> {
  const { page } = await newPage(env.browser, PHONE);
  await page.goto(loginUrl(env.server, target));
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname === target);
  return page;
}

/** The approver opens the document's request from 待办 on document/flow, at the step it waits at. */
async function openRequestFromBacklog(page: Page, step: string) {
  await page.goto(env.server.url('/site/document/backlog'));
  await page.getByRole('link', { name: new RegExp(`教师演示账号拟稿：${TITLE}`) }).tap();
  await page.waitForURL((url) => url.pathname === '/site/document/flow');
  await page.getByText(`当前环节：${step}`).waitFor();
}

/** One decision on the flow page's action bar: its panel, an optional comment, 确定. */
async function decide(page: Page, action: '同意' | '退回修改', comment?: { label: string; text: string }) {
  await page.getByRole('button', { name: action, exact: true }).tap();
  const panel = page.getByRole('form', { name: action });
  if (comment) await panel.getByRole('textbox', { name: comment.label }).fill(comment.text);
  await panel.getByRole('button', { name: /^确\s*定$/ }).tap();
  await panel.waitFor({ state: 'detached' });
}

describe('official documents (公文) on the workflow engine', () => {
  it('the office makes the demo teacher 院系领导 of 计算机学院 in the console, so that unit has a receiver of its own', async () => {
    // On the demo site nobody leads a department, so every unit's receipt would go to the site's
    // administrators, and the administrator's one 签收 would sign for both units at once. To follow one
    // unit signed and another not, 计算机学院 gets a leader (院系领导 grants official › receive) through
    // the console's 人员管理 › 角色; 数学学院 keeps the administrators as its receivers.
    const { page: desk, context } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, desk, '/site/admin/people');
    const search = desk.getByLabel('姓名、拼音或首字母、账号、学工号');
    await search.fill('teacher');
    await search.press('Enter');
    const row = desk.locator('.ant-table-row').filter({ hasText: '教师演示账号' });
    await row.getByRole('button', { name: '角色' }).click();
    const dialog = desk.getByRole('dialog', { name: '「教师演示账号」的角色' });
    await dialog.getByLabel('选择角色').click();
    await desk.locator('.ant-select-item-option[title="院系领导"]').click();
    await dialog.getByLabel('选择负责的院系或班级').click();
    await desk.locator('.ant-select-item-option[title="计算机学院"]').click();
    await dialog.getByRole('button', { name: /^授\s*予$/ }).click();
    await dialog.getByRole('listitem').filter({ hasText: '院系领导 · 计算机学院' }).waitFor();
    await context.close();
  });

  it('the teacher drafts on redpage, chooses 主送 and 抄送 on choosecompany, sends it, and the draft is locked', async () => {
    const teacher = (state.teacher = await phoneAt('/site/document/officialpage', 'teacher', 'teacher123'));
    await teacher.getByRole('tab', { name: '发文' }).tap();
    // The demo's own draft is there already.
    await teacher
      .getByRole('list', { name: '发文' })
      .getByRole('listitem')
      .filter({ hasText: '秋季学期开学工作的通知' })
      .getByText('草稿')
      .waitFor();
    await teacher.getByRole('button', { name: '拟稿' }).tap();
    await teacher.waitForURL((url) => url.pathname === '/site/document/redpage' && url.searchParams.has('id'));
    state.documentId = new URL(teacher.url()).searchParams.get('id') ?? '';

    const form = teacher.getByRole('form', { name: '拟稿' });
    // Both red headers of the demo site are offered; the administration's is the one.
    const templates = await openPicker(teacher, /^红头模板：/);
    expect(await wheelItem(templates, '中共北辰大学委员会文件').count()).toBe(1);
    await wheelItem(templates, HEADER).tap();
    await confirmPicker(templates);
    await form.getByRole('button', { name: `红头模板：${HEADER}` }).waitFor();
    await form.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
    await form.getByRole('textbox', { name: '正文' }).fill(BODY);
    await form.getByText('主送：未选择').waitFor();

    // The units: searched, picked, 主送 and 抄送 each on its tab.
    await form.getByRole('button', { name: '选择主送、抄送单位' }).tap();
    await teacher.waitForURL((url) => url.pathname === '/site/document/choosecompany');
    const chooser = teacher.getByRole('region', { name: '选择单位' });
    const unitSearch = chooser.getByRole('searchbox', { name: '搜索单位' });
    await unitSearch.fill('计算机');
    await chooser.getByRole('checkbox', { name: '计算机学院' }).check();
    expect(await chooser.getByRole('checkbox', { name: '数学学院' }).count()).toBe(0);
    await chooser.getByRole('tab', { name: '主送（1）' }).waitFor();
    await chooser.getByRole('tab', { name: '抄送（0）' }).tap();
    await unitSearch.fill('数学');
    await chooser.getByRole('checkbox', { name: '数学学院' }).check();
    await chooser.getByRole('tab', { name: '抄送（1）' }).waitFor();
    await unitSearch.fill('');
    // All four departments are there again, 计算机学院 not copied (it is 主送).
    await chooser.getByRole('checkbox', { name: '经济管理学院' }).waitFor();
    expect(await chooser.getByRole('checkbox', { name: '计算机学院' }).isChecked()).toBe(false);
    await chooser.getByRole('button', { name: '确定' }).tap();

    // Back on the draft, what was typed is kept and the units are named.
    await teacher.waitForURL((url) => url.pathname === '/site/document/redpage');
    await form.getByText('主送：计算机学院').waitFor();
    await form.getByText('抄送：数学学院').waitFor();
    expect(await form.getByRole('textbox', { name: '标题', exact: true }).inputValue()).toBe(TITLE);
    expect(await form.getByRole('textbox', { name: '正文' }).inputValue()).toBe(BODY);

    await form.getByRole('button', { name: '送审' }).tap();
    await teacher.waitForURL((url) => url.pathname === '/site/document/flowpage');
    const summary = teacher.getByRole('region', { name: '公文流转' });
    await summary.getByText('审批中').waitFor();
    // Locked: the red page shows the document, not the editor, and the units cannot change.
    await summary.getByRole('link', { name: '查看公文' }).tap();
    await teacher.getByRole('article', { name: TITLE }).getByText('（签发后填写日期）').waitFor();
    expect(await teacher.getByRole('form', { name: '拟稿' }).count()).toBe(0);
    await teacher.goto(at('choosecompany'));
    await teacher.getByText('公文已送审，不能再修改单位').waitFor();
    await teacher.goto(env.server.url('/site/document/officialpage?tab=sent'));
    await teacher.getByRole('list', { name: '发文' }).getByRole('listitem').filter({ hasText: TITLE }).getByText('审批中').waitFor();
  });

  it('the administrator approves 核稿 on document/flow, then sends it back for changes (退回修改) at 签发', async () => {
    // Nobody on the demo site holds 学校管理员 or 校领导: the site's administrator gets both steps.
    const admin = (state.admin = await phoneAt('/site/document/backlog', 'admin', 'admin123'));
    await openRequestFromBacklog(admin, '核稿');
    const values = admin.locator('.wf-values');
    expect(await values.innerText()).toContain(TITLE);
    expect(await values.innerText()).toContain('计算机学院');
    await decide(admin, '同意');
    await admin.getByText('当前环节：签发').waitFor();
    // 退回修改 asks for a reason first.
    await admin.getByRole('button', { name: '退回修改', exact: true }).tap();
    const panel = admin.getByRole('form', { name: '退回修改' });
    await panel.getByRole('button', { name: /^确\s*定$/ }).tap();
    await panel.getByRole('alert').getByText('请填写退回理由').waitFor();
    await panel.getByRole('button', { name: /^取\s*消$/ }).tap();
    await decide(admin, '退回修改', { label: '退回理由（申请人会看到）', text: RETURN_REASON });
    await admin.getByText('当前环节：签发').waitFor({ state: 'detached' });
    await admin.getByText('待修改').first().waitFor();
  });

  it('the teacher reads the reason on redpage, changes the body and sends it again', async () => {
    const { teacher } = state;
    await teacher.goto(env.server.url('/site/document/officialpage?tab=sent'));
    const item = teacher.getByRole('list', { name: '发文' }).getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText('已退回').waitFor();
    await item.getByRole('link').tap();
    await teacher.waitForURL((url) => url.pathname === '/site/document/redpage');
    await teacher.getByRole('note').getByText(`退回修改：${RETURN_REASON}`).waitFor();
    const form = teacher.getByRole('form', { name: '拟稿' });
    const body = form.getByRole('textbox', { name: '正文' });
    await body.fill(`${BODY}\n${ADDED}`);
    await form.getByRole('button', { name: '送审' }).tap();
    await teacher.waitForURL((url) => url.pathname === '/site/document/flowpage');
    const summary = teacher.getByRole('region', { name: '公文流转' });
    await summary.getByText('审批中').waitFor();
    expect(await summary.getByText(RETURN_REASON).count()).toBe(0);
  });

  it('the flow resumes at 签发: the administrator approves it there, 核稿 is not asked again, and the document is issued', async () => {
    const { admin } = state;
    await openRequestFromBacklog(admin, '签发');
    // The approver reads the changed body.
    expect(await admin.locator('.wf-values').innerText()).toContain(ADDED);
    await decide(admin, '同意');
    await admin.getByText('已通过').first().waitFor();
    expect(await admin.getByText(/当前环节/).count()).toBe(0);
    // Nothing of the request waits any more: only the receipt (收文签收) is in 待办.
    await admin.goto(env.server.url('/site/document/backlog'));
    await admin.getByRole('link', { name: new RegExp(`收文签收：${TITLE}`) }).waitFor();
    expect(await admin.getByRole('link', { name: new RegExp(`拟稿：${TITLE}`) }).count()).toBe(0);
  });

  it('the issued document is the red-header page with its number, and 下载PDF downloads it', async () => {
    const { teacher } = state;
    await teacher.goto(at('flowpage'));
    const summary = teacher.getByRole('region', { name: '公文流转' });
    await summary.getByText('已签发').waitFor();
    await summary.getByText(NUMBER).waitFor();
    await summary.getByRole('link', { name: '查看公文' }).tap();
    await teacher.waitForURL((url) => url.pathname === '/site/document/redpage');
    const sheet = teacher.getByRole('article', { name: TITLE });
    await sheet.getByText(NUMBER, { exact: true }).waitFor();
    expect(await sheet.locator('.of-red__name').innerText()).toBe(HEADER);
    await sheet.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await sheet.getByText('计算机学院：', { exact: true }).waitFor();
    await sheet.getByText(ADDED, { exact: true }).waitFor();
    await sheet.getByText(ORGAN, { exact: true }).waitFor();
    await sheet.getByText(`${TODAY.year}年${TODAY.month}月${TODAY.day}日`, { exact: true }).waitFor();
    await sheet.getByText('抄送：数学学院。', { exact: true }).waitFor();

    const link = teacher.getByRole('link', { name: '下载PDF' });
    const [download] = await Promise.all([teacher.waitForEvent('download'), link.tap()]);
    expect(download.suggestedFilename()).toBe(`${NUMBER}.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
  });

  it("数学学院's receiver (the site administrator) signs for it from 待办; the teacher sees 数学学院 signed and 计算机学院 not", async () => {
    const { admin, teacher } = state;
    // 收文 lists the unit's receipt, unsigned.
    await admin.goto(env.server.url('/site/document/officialpage'));
    const received = admin.getByRole('list', { name: '收文' }).getByRole('listitem').filter({ hasText: TITLE });
    await received.getByText('数学学院').waitFor();
    await received.getByText('未签收').waitFor();
    expect(await received.count()).toBe(1);

    // 待办 says which unit and how it is sent, and opens document/user.
    await admin.goto(env.server.url('/site/document/backlog'));
    const todo = admin.getByRole('link', { name: new RegExp(`收文签收：${TITLE}`) });
    await todo.getByText(`${NUMBER}（数学学院抄送）`).waitFor();
    await todo.tap();
    await admin.waitForURL((url) => url.pathname === '/site/document/user');
    const receipts = admin.getByRole('region', { name: '收文签收' });
    await receipts.getByText('数学学院').waitFor();
    await receipts.getByText('未签收').waitFor();
    await admin.getByRole('article', { name: TITLE }).getByText(NUMBER).waitFor();
    await receipts.getByRole('button', { name: '签收' }).tap();
    await receipts.getByText(/^已签收 · 管理员演示账号 · /).waitFor();
    expect(await receipts.getByRole('button', { name: '签收' }).count()).toBe(0);

    // The to-do is done; 收文 says 已签收.
    await admin.goto(env.server.url('/site/document/backlog'));
    await admin.getByRole('link', { name: new RegExp(`收文签收：${TITLE}`) }).waitFor({ state: 'detached' });
    await admin.goto(env.server.url('/site/document/officialpage'));
    await admin.getByRole('list', { name: '收文' }).getByRole('listitem').filter({ hasText: TITLE }).getByText('已签收').waitFor();

    // The sender's circulation page: 数学学院 signed by the administrator, 计算机学院 still waiting.
    await teacher.goto(at('flowpage'));
    const table = teacher.getByRole('table', { name: '签收情况' });
    const math = table.getByRole('row').filter({ hasText: '数学学院' });
    await math.getByText('管理员演示账号').waitFor();
    await math.getByText('抄送').waitFor();
    expect(await math.getByText('未签收').count()).toBe(0);
    const computing = table.getByRole('row').filter({ hasText: '计算机学院' });
    await computing.getByText('主送').waitFor();
    await computing.getByText('未签收').waitFor();
    await teacher.getByRole('button', { name: '催签' }).waitFor();
    // 计算机学院's receiver is its new 院系领导, the teacher, whose 收文 has it still to sign.
    await teacher.goto(env.server.url('/site/document/officialpage'));
    const own = teacher.getByRole('list', { name: '收文' }).getByRole('listitem').filter({ hasText: TITLE });
    await own.getByText('计算机学院').waitFor();
    await own.getByText('未签收').waitFor();
    await teacher.goto(at('flowpage'));
    await table.waitFor();
  });

  it('the teacher publishes it, and a student finds it under 公开', async () => {
    const { teacher } = state;
    await teacher.getByRole('button', { name: '发布到全校' }).tap();
    const dialog = teacher.getByRole('dialog').filter({ hasText: '发布后全校师生都可以查看此公文，确定发布？' });
    await dialog.getByRole('button', { name: '确定' }).tap();
    const summary = teacher.getByRole('region', { name: '公文流转' });
    await summary.getByText('已发布').waitFor();
    expect(await teacher.getByRole('button', { name: '发布到全校' }).count()).toBe(0);

    const student = await phoneAt('/site/document/officialpage', 'student', 'student123');
    await student.getByRole('tab', { name: '公开' }).tap();
    const item = student.getByRole('list', { name: '公开' }).getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText(NUMBER).waitFor();
    await item.getByRole('link').tap();
    await student.waitForURL((url) => url.pathname === '/site/document/redpage');
    const sheet = student.getByRole('article', { name: TITLE });
    await sheet.getByText(NUMBER, { exact: true }).waitFor();
    await sheet.getByText(ADDED, { exact: true }).waitFor();
    // A reader, not the sender: no editor, no circulation.
    expect(await student.getByRole('form', { name: '拟稿' }).count()).toBe(0);
    expect(await student.getByRole('link', { name: '查看流转' }).count()).toBe(0);
    await student.getByRole('link', { name: '下载PDF' }).waitFor();
  });
});
