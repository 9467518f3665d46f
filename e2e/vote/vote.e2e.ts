import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, loginUrl, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();
/** The demo's votes (modules/vote/server/demo.ts): the demo teacher has voted 天文爱好者协会 in the first. */
const CLUBS = '最受欢迎社团评选';
const CANTEEN = '食堂菜品满意度调查';
const SINGERS = '校园十佳歌手决赛';

/** The console's 投票管理 row of a vote: its 票数 and 领先选项 cells. */
async function managedRow(page: Page, title: string): Promise<{ ballots: string; leader: string }> {
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.waitFor();
  const cells = row.getByRole('cell');
  return { ballots: (await cells.nth(4).innerText()).trim(), leader: (await cells.nth(5).innerText()).trim() };
}

/** An option of the phone's ballot, ticked the way a finger does: on its text. */
const tick = (ballot: Locator, text: string) => ballot.getByText(text, { exact: true }).tap();

/** One result bar: its line (`1票 · 50%`) and its meter's value. */
async function bar(results: Locator, text: string): Promise<{ line: string; percent: string | null }> {
  const item = results.getByRole('listitem').filter({ has: results.page().getByRole('meter', { name: text, exact: true }) });
  return { line: await item.innerText(), percent: await item.getByRole('meter').getAttribute('aria-valuenow') };
}

describe('votes (vote area)', () => {
  it('a student votes once on a single-choice vote and sees the bars; the console counts the ballot and names the voter', async () => {
    const { page: desk, context: deskContext } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, desk, '/site/vote/manage');
    expect(await managedRow(desk, CLUBS)).toEqual({ ballots: '1', leader: '天文爱好者协会' });

    const { page: phone, context: phoneContext } = await newPage(env.browser, PHONE);
    await phone.goto(loginUrl(env.server, '/site/vote/index'));
    await signIn(phone);
    await phone.waitForURL((url) => url.pathname === '/site/vote/index');
    const list = phone.getByRole('list', { name: '投票列表' });
    const clubs = list.getByRole('link', { name: new RegExp(CLUBS) });
    expect(await clubs.innerText()).toContain('进行中');
    expect(await clubs.innerText()).toContain('单选 · 实名 · 每人一票');
    expect(await clubs.innerText()).not.toContain('已投票');
    expect(await list.getByRole('link', { name: new RegExp(SINGERS) }).innerText()).toContain('已结束');
    await clubs.tap();

    await phone.waitForURL((url) => url.pathname === '/site/vote/detail');
    await phone.getByRole('heading', { name: CLUBS }).waitFor();
    // Results show after voting: none before.
    expect(await phone.getByRole('meter').count()).toBe(0);
    const ballot = phone.getByRole('group', { name: '请选择1项' });
    await phone.getByRole('button', { name: '投票', exact: true }).tap();
    await phone.getByRole('alert').getByText('请先选择选项').waitFor();
    await tick(ballot, '街舞社');
    await tick(ballot, '吉他社');
    // One choice: the second tick replaces the first.
    expect(await ballot.getByRole('radio', { name: '吉他社' }).isChecked()).toBe(true);
    expect(await ballot.getByRole('radio', { name: '街舞社' }).isChecked()).toBe(false);
    await phone.getByRole('button', { name: '投票', exact: true }).tap();

    await phone.getByText('投票成功').waitFor();
    await phone.getByRole('status').getByText('你已投票，感谢参与').waitFor();
    const results = phone.getByRole('region', { name: '投票结果（共2票）' });
    await results.waitFor();
    expect(await bar(results, '吉他社')).toEqual({ line: expect.stringMatching(/吉他社\s*我的选择\s*1票 · 50%/), percent: '50' });
    expect(await bar(results, '天文爱好者协会')).toEqual({ line: expect.stringMatching(/天文爱好者协会\s*1票 · 50%/), percent: '50' });
    expect((await bar(results, '街舞社')).percent).toBe('0');
    expect(await phone.getByRole('button', { name: '投票', exact: true }).count()).toBe(0);

    // Once is once: the page read again still has no ballot, and the list says 已投票.
    await phone.reload();
    await phone.getByText('你已投票，感谢参与').waitFor();
    expect(await phone.getByRole('radio').count()).toBe(0);
    expect(await phone.getByRole('button', { name: '投票', exact: true }).count()).toBe(0);
    await phone.goBack();
    await phone.waitForURL((url) => url.pathname === '/site/vote/index');
    await clubs.getByText('已投票').waitFor();
    await phoneContext.close();

    // The console's list and results count it, with who chose what on this named vote.
    await desk.reload();
    // A tie (1 : 1) names both leaders, in the vote's order.
    await expect.poll(() => managedRow(desk, CLUBS)).toEqual({ ballots: '2', leader: '天文爱好者协会、吉他社（并列）' });
    await desk.getByRole('button', { name: `结果 ${CLUBS}` }).click();
    await desk.waitForURL((url) => url.pathname === '/site/vote/results');
    await desk.getByText(/^共2票，投票时间 /).waitFor();
    const bars = desk.getByRole('list', { name: '各选项票数' });
    expect(await bars.getByRole('listitem').filter({ hasText: '吉他社' }).innerText()).toMatch(/1票 · 50%/);
    const voter = desk.getByRole('row').filter({ hasText: '吉他社' });
    await voter.waitFor();
    expect(await voter.innerText()).toMatch(/学生演示账号\s+2024010001\s+计算机学院\s+吉他社/);
    await desk.getByRole('row').filter({ hasText: '天文爱好者协会' }).waitFor();
    await desk.getByText('共 2 张选票').waitFor();
    await deskContext.close();
  });

  it('a student ticks up to three dishes on the anonymous daily vote, then may not vote again today; the console counts without names', async () => {
    const { page: phone, context: phoneContext } = await newPage(env.browser, PHONE);
    await phone.goto(loginUrl(env.server, '/site/vote/index'));
    await signIn(phone, '2024010002', 'student123');
    await phone.waitForURL((url) => url.pathname === '/site/vote/index');
    const canteen = phone.getByRole('list', { name: '投票列表' }).getByRole('link', { name: new RegExp(CANTEEN) });
    expect(await canteen.innerText()).toContain('多选 · 匿名 · 每天可投1次');
    await canteen.tap();

    await phone.waitForURL((url) => url.pathname === '/site/vote/detail');
    const ballot = phone.getByRole('group', { name: '可选择1至3项' });
    for (const dish of ['红烧肉', '番茄炒蛋', '兰州拉面', '煲仔饭']) await tick(ballot, dish);
    await phone.getByRole('button', { name: '投票（已选4项）' }).tap();
    await phone.getByRole('alert').getByText('最多只能选择3项').waitFor();
    await tick(ballot, '煲仔饭');
    expect(await ballot.getByRole('checkbox', { name: '煲仔饭' }).isChecked()).toBe(false);
    await phone.getByRole('button', { name: '投票（已选3项）' }).tap();

    await phone.getByRole('status').getByText('今天已投票，明天可以再投').waitFor();
    const results = phone.getByRole('region', { name: '投票结果（共1票）' });
    await results.waitFor();
    for (const dish of ['红烧肉', '番茄炒蛋', '兰州拉面']) expect((await bar(results, dish)).percent).toBe('100');
    expect((await bar(results, '煲仔饭')).percent).toBe('0');
    // Anonymous: the page does not mark my picks either.
    expect(await results.getByText('我的选择').count()).toBe(0);
    expect(await phone.getByRole('checkbox').count()).toBe(0);

    // The list marks it for today; the closed vote next to it shows its final results and no ballot.
    await phone.goBack();
    await phone.waitForURL((url) => url.pathname === '/site/vote/index');
    await canteen.getByText('今日已投').waitFor();
    await phone
      .getByRole('list', { name: '投票列表' })
      .getByRole('link', { name: new RegExp(SINGERS) })
      .tap();
    await phone.getByRole('heading', { name: SINGERS }).waitFor();
    await phone.getByRole('status').getByText('投票已结束').waitFor();
    const final = phone.getByRole('region', { name: '投票结果（共444票）' });
    expect(await bar(final, '王思琪')).toEqual({ line: expect.stringMatching(/王思琪\s*143票 · 32.2%/), percent: '32.2' });
    expect(await phone.getByRole('button', { name: '投票', exact: true }).count()).toBe(0);
    await phoneContext.close();

    const { page: desk, context: deskContext } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, desk, '/site/vote/manage');
    expect((await managedRow(desk, CANTEEN)).ballots).toBe('1');
    await desk.getByRole('button', { name: `结果 ${CANTEEN}` }).click();
    await desk.getByText(/^共1票，投票时间 /).waitFor();
    await desk.getByText('匿名投票只统计票数，不记录谁投了哪一项').waitFor();
    expect(await desk.getByRole('list', { name: '各选项票数' }).getByRole('listitem').filter({ hasText: '红烧肉' }).innerText()).toMatch(
      /1票 · 100%/,
    );
    await deskContext.close();
  });
});
