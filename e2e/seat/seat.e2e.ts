import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loginUrl, MESSAGING_APP, newPage, PHONE, serveFakeWx, serverAndBrowser, signIn } from '../harness';
import { readQr } from '../qr';

const env = serverAndBrowser();
/** The demo's seat event (modules/seat/server/demo.ts): open now, 4 seats a person; the demo student owns 3排9号. */
const TITLE = '新生开学典礼';

/** A student on a phone, signed in through the seat list, on the demo event's seat map. */
async function studentOnSeatMap(browser: Browser, username: string) {
  const { page, context } = await newPage(browser, PHONE);
  await page.goto(loginUrl(env.server, '/site/seat/index'));
  await signIn(page, username, 'student123');
  await page.waitForURL((url) => url.pathname === '/site/seat/index');
  const event = page.getByRole('list', { name: '场次列表' }).getByRole('link', { name: new RegExp(TITLE) });
  expect(await event.innerText()).toContain('选座中');
  await event.tap();
  await page.waitForURL((url) => url.pathname === '/site/seat/detail');
  await page.getByRole('heading', { name: TITLE }).waitFor();
  return { page, context };
}

/** A seat on the map by what it is called: `2排3号 前区 可选`. */
const seat = (page: Page, name: string, state: string) =>
  page.getByRole('group', { name: '座位图' }).getByRole('button', { name: `${name} 前区 ${state}`, exact: true });

/** Staff at the door inside the messaging app: its scanner reads `token`; answers the verdict's text, then readies the next check. */
async function verdictOf(door: Page, show: () => Promise<void>): Promise<string> {
  await show();
  const verdict = door.getByRole('alert', { name: '验票结果' });
  await verdict.waitFor();
  const text = await verdict.innerText();
  await verdict.getByRole('button', { name: '继续验票' }).tap();
  await verdict.waitFor({ state: 'detached' });
  return text;
}

describe('seats picked on the hall map (seat area)', () => {
  it('a student holds two adjacent seats with a countdown and confirms them; another student is refused them and sees them sold; staff check one in', async () => {
    const { page: phone, context: phoneContext } = await studentOnSeatMap(env.browser, 'student');
    const mine = phone.getByRole('region', { name: '我的座位' });
    await mine.getByRole('article', { name: '3排9号' }).waitFor();
    // 前区: 5 rows of 16 less two pillars, 9 seats sold by the demo; 后区: 5 rows of 16, 4 sold.
    await phone.getByText('前区余69座 · 后区余76座').waitFor();
    await phone.getByText('每人限选4个座位').waitFor();
    await phone.getByRole('button', { name: '选择座位' }).tap();
    await phone.waitForURL((url) => url.pathname === '/site/seat/chooseSeat');
    await phone.getByText('请点击座位选择，最多还可选3个').waitFor();
    // The demo's own seat and a sold pair are drawn as such and cannot be tapped.
    expect(await phone.getByRole('button', { name: '3排9号 前区 我的', exact: true }).isDisabled()).toBe(true);
    expect(await seat(phone, '1排7号', '已售').isDisabled()).toBe(true);

    // A second student has the same map open and picks 2排3号 first, without holding it yet.
    const { page: other, context: otherContext } = await studentOnSeatMap(env.browser, '2024010002');
    await other.getByRole('button', { name: '选择座位' }).tap();
    await seat(other, '2排3号', '可选').tap();
    await other.getByText('已选：2排3号').waitFor();

    // Seats apart are refused on the page; two side by side in a row are held.
    await seat(phone, '2排3号', '可选').tap();
    await seat(phone, '2排6号', '可选').tap();
    await phone.getByText('一次选多个座位时须是同一排相邻的座位').waitFor();
    expect(await phone.getByRole('button', { name: '确认选座' }).isDisabled()).toBe(true);
    await seat(phone, '2排6号', '已选').tap();
    await seat(phone, '2排4号', '可选').tap();
    await phone.getByText('已选：2排3号、2排4号').waitFor();
    await phone.getByRole('button', { name: '确认选座' }).tap();

    await phone.waitForURL((url) => url.pathname === '/site/seat/chooseSeatxinxi');
    const held = phone.getByRole('list', { name: '锁定的座位' });
    await held.getByText('2排3号').waitFor();
    await held.getByText('2排4号').waitFor();
    const timer = phone.getByRole('timer');
    const first = await timer.innerText();
    expect(first).toMatch(/^座位已为你锁定，请在 [45]:\d\d 内确认$/);
    // …and it counts down.
    await expect.poll(() => timer.innerText(), { timeout: 5000 }).not.toBe(first);

    // The second student's hold comes too late: refused in words, and the seat shows as held.
    await other.getByRole('button', { name: '确认选座' }).tap();
    await other.getByRole('alert').getByText('座位已被他人锁定，请选择其他座位').waitFor();
    await seat(other, '2排3号', '锁定中').waitFor();
    expect(await seat(other, '2排3号', '锁定中').isDisabled()).toBe(true);

    await phone.getByRole('button', { name: '确认', exact: true }).tap();
    await phone.waitForURL((url) => url.pathname === '/site/seat/detail');
    for (const name of ['2排3号', '2排4号']) {
      const pass = mine.getByRole('article', { name });
      await pass.getByText('已确认').waitFor();
      await pass.getByRole('img', { name: `${name}的入场二维码` }).waitFor();
      expect(await pass.getByText(/^兑换码/).innerText()).toMatch(/^兑换码 [0-9A-Z]{6,}$/);
    }
    await phone.getByText('前区余67座 · 后区余76座').waitFor();
    // Three of four seats now: one more may be picked.
    await phone.getByRole('button', { name: '选择座位' }).waitFor();

    // The other student's map follows (it is read again every few seconds): both seats sold.
    await seat(other, '2排3号', '已售').waitFor();
    expect(await seat(other, '2排4号', '已售').isDisabled()).toBe(true);
    await otherContext.close();

    // Staff at the door scan 2排3号's QR: checked once, and the 兑换码 typed after says when.
    const pass = mine.getByRole('article', { name: '2排3号' });
    let token = '';
    await expect.poll(async () => (token = await readQr(pass.getByRole('img', { name: '2排3号的入场二维码' })))).not.toBe('');
    const code = (await pass.locator('.st-code').innerText()).trim();
    // Each seat is a pass of its own.
    expect((await mine.getByRole('article', { name: '2排4号' }).locator('.st-code').innerText()).trim()).not.toBe(code);

    const { page: door, context: doorContext } = await newPage(env.browser, MESSAGING_APP);
    await serveFakeWx(door, 'ready');
    await door.goto(loginUrl(env.server, '/site/seat/chooseSeatcheck'));
    await signIn(door, 'admin', 'admin123');
    await door.waitForURL((url) => url.pathname === '/site/seat/chooseSeatcheck');
    const checked = await verdictOf(door, async () => {
      await door.evaluate((scanned) => ((window as unknown as { __wxScanResult: string }).__wxScanResult = scanned), token);
      await door.getByRole('button', { name: '扫描入场二维码' }).tap();
    });
    expect(checked).toContain('验票成功');
    expect(checked).toContain('2排3号');
    expect(checked).toContain(TITLE);
    expect(checked).toContain('前区');
    const again = await verdictOf(door, async () => {
      await door.getByRole('textbox', { name: '输入兑换码' }).fill(code);
      await door.getByRole('button', { name: '验票', exact: true }).tap();
    });
    expect(again).toContain('已验票');
    expect(again).toContain('2排3号');
    expect(again).toMatch(/已于 \d{4}-\d\d-\d\d\s+\d\d:\d\d 验过，请勿重复入场/);
    await doorContext.close();

    // The student's phone follows: that seat is checked and can no longer be given back; the other can.
    await phone.reload();
    await pass.getByText('已验票').waitFor();
    expect(await pass.getByRole('button', { name: '退座' }).count()).toBe(0);
    const unchecked = mine.getByRole('article', { name: '2排4号' });
    await unchecked.getByText('已确认').waitFor();
    await unchecked.getByRole('button', { name: '退座' }).tap();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText('确定退回2排4号吗？').waitFor();
    await dialog.getByRole('button', { name: '确定' }).tap();
    await phone.getByText('已退座').waitFor();
    await unchecked.waitFor({ state: 'detached' });
    await phone.getByText('前区余68座 · 后区余76座').waitFor();
    await phoneContext.close();
  });
});
