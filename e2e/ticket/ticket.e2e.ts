import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi, DESKTOP, loginUrl, MESSAGING_APP, newPage, openAs, PHONE, serveFakeWx, serverAndBrowser, signIn } from '../harness';
import { readQr } from '../qr';

const env = serverAndBrowser();
const TITLE = '校园篮球联赛决赛';

/** The site administrator puts an event on sale now in the console's call: two tickets, first come, for everyone. */
async function eventOnSale(): Promise<void> {
  const { page, context } = await newPage(env.browser, DESKTOP);
  await openAs(env.server, page, '/site/ticket/events');
  const now = Math.floor(Date.now() / 1000);
  await callApi(env.server, page, '/ticket/api/manage/event/save', {
    data: {
      title: TITLE,
      place: '体育馆',
      startsAt: now + 86_400,
      endsAt: now + 93_600,
      published: true,
      settings: {
        mode: 'grab',
        zones: [{ key: 'main', name: '看台', capacity: 2 }],
        opensAt: now - 60,
        closesAt: now + 3600,
        limit: 1,
        waitlist: false,
        captcha: false,
        audience: { all: true, departments: [], classes: [], roles: [], people: [] },
        prerequisite: '',
      },
    },
  });
  await context.close();
}

/** Staff at the door inside the messaging app: its scanner reads `token` (what the student's QR holds); answers the verdict's text, then readies the next scan. */
async function scanAtDoor(door: Page, token: string): Promise<string> {
  await door.evaluate((code) => ((window as unknown as { __wxScanResult: string }).__wxScanResult = code), token);
  await door.getByRole('button', { name: '扫描电子票二维码' }).tap();
  const verdict = door.getByRole('alert', { name: '验票结果' });
  await verdict.waitFor();
  const text = await verdict.innerText();
  await verdict.getByRole('button', { name: '继续验票' }).tap();
  await verdict.waitFor({ state: 'detached' });
  return text;
}

describe('tickets on the reservation engine', () => {
  it('a student grabs a ticket on a phone and shows its QR; staff scan it at the door (已验票), and a second scan says when it was checked', async () => {
    await eventOnSale();

    const { page: phone, context: phoneContext } = await newPage(env.browser, PHONE);
    await phone.goto(loginUrl(env.server, '/site/ticket/index'));
    await signIn(phone, '2024010002', 'student123');
    await phone.waitForURL((url) => url.pathname === '/site/ticket/index');
    await phone.getByRole('link', { name: new RegExp(TITLE) }).tap();
    await phone.waitForURL((url) => url.pathname === '/site/ticket/detail');
    await phone.getByText('剩余票数').waitFor();
    await phone.getByRole('button', { name: '抢票' }).tap();

    await phone.waitForURL((url) => url.pathname === '/site/ticket/success');
    const pass = phone.getByRole('region', { name: '电子票' });
    await pass.getByRole('heading', { name: '抢票成功' }).waitFor();
    const exchangeCode = (await pass.locator('.tk-code').innerText()).trim();
    expect(exchangeCode).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    let token = '';
    await expect.poll(async () => (token = await readQr(pass.getByRole('img', { name: '入场二维码' })))).not.toBe('');

    const { page: door, context: doorContext } = await newPage(env.browser, MESSAGING_APP);
    await serveFakeWx(door, 'ready');
    await door.goto(loginUrl(env.server, '/site/ticket/check'));
    await signIn(door, 'admin', 'admin123');
    await door.waitForURL((url) => url.pathname === '/site/ticket/check');

    const first = await scanAtDoor(door, token);
    expect(first).toContain('验票成功');
    expect(first).toContain(TITLE);
    const again = await scanAtDoor(door, token);
    expect(again).toContain('已验票');
    expect(again).toMatch(/已于 \d{4}-\d\d-\d\d\s+\d\d:\d\d 验过，请勿重复入场/);

    // The student's phone follows: the pass now says it was checked.
    await phone.reload();
    await pass.getByRole('heading', { name: '已验票' }).waitFor();
    await phoneContext.close();
    await doorContext.close();
  });
});
