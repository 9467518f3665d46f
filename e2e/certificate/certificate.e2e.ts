import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  confirmPicker,
  DESKTOP,
  downloadedBytes,
  newPage,
  openAs,
  openPicker,
  PHONE,
  serverAndBrowser,
  signIn,
  wheelItem,
} from '../harness';

const env = serverAndBrowser();

/** The certificate's card in 我的证明, by its type and copies. */
const myCertificate = (page: Page) =>
  page.getByRole('list', { name: '我的证明' }).getByRole('listitem').filter({ hasText: '在读证明 · 2 份' });

/** The address the PDF's QR code (a link on the picture too) opens: the public verification page. */
function verifyUrlIn(pdf: Buffer): string {
  const link = /\/URI \((https?:[^)]*certificate\/verify\?code=[^)]*)\)/.exec(pdf.toString('latin1'));
  if (!link?.[1]) throw new Error('the PDF links no verification address');
  return link[1].replace(/\\([()\\])/g, '$1');
}

/** The public verification page in a browser nobody signed in to: its verdict heading once it has one. */
async function verdictAt(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: /证明有效|证明已作废|未找到该证明/ }).waitFor();
  return heading.innerText();
}

describe('certificates on the workflow engine', () => {
  it('a student asks for 在读证明, the office approves, the PDF downloads and verifies, and once revoked the check says so', async () => {
    // The student asks on the phone.
    const student = (await newPage(env.browser, PHONE)).page;
    await student.goto(env.server.url('/site/certificate/index'));
    await signIn(student);
    await student.waitForURL((url) => url.pathname === '/site/certificate/index');
    const popup = await openPicker(student, /^证明类型/);
    await wheelItem(popup, '在读证明').tap();
    await confirmPicker(popup);
    await student.getByText('开具部门：教务处').waitFor();
    await student.getByLabel('用途').fill('办理出国留学签证');
    await student.getByLabel('份数').fill('2');
    await student.getByRole('button', { name: '提交申请' }).tap();
    await myCertificate(student).getByText('审批中').waitFor();
    expect(await myCertificate(student).getByRole('link', { name: '下载证明（PDF）' }).count()).toBe(0);

    // The office (the demo administrator: nobody holds 学校管理员, the flow's role) approves on the console.
    const desk = (await newPage(env.browser, DESKTOP)).page;
    await openAs(env.server, desk, '/site/certificate/approve');
    await desk.getByRole('button', { name: '办理 学生演示账号申请在读证明（2份）' }).click();
    const drawer = desk.getByRole('dialog', { name: '学生演示账号申请在读证明（2份）' });
    await drawer.getByText('办理出国留学签证').first().waitFor();
    await drawer.getByRole('button', { name: '同意' }).click();
    const decision = desk.getByRole('dialog', { name: '同意' });
    await decision.getByRole('button', { name: /^确\s*定$/ }).click();
    await decision.waitFor({ state: 'hidden' });

    // The student sees it issued, with its number, and downloads the PDF.
    await student.reload();
    await myCertificate(student).getByText('已开具').waitFor();
    const number = await myCertificate(student)
      .getByText(/^〔\d{4}〕证字第\d{4}号$/)
      .innerText();
    const link = myCertificate(student).getByRole('link', { name: '下载证明（PDF）' });
    const [download] = await Promise.all([student.waitForEvent('download'), link.tap()]);
    expect(download.suggestedFilename()).toBe(`在读证明-${number}.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    // The same link, asked with the student's session, answers a PDF (the download event does not show headers).
    const answer = await student.request.get(new URL((await link.getAttribute('href')) ?? '', student.url()).href);
    expect(answer.headers()['content-type']).toBe('application/pdf');

    // Anyone holding the paper checks it, signed in to nothing: valid, the holder's name mostly hidden.
    const url = verifyUrlIn(pdf);
    const stranger = await newPage(env.browser, PHONE);
    expect(await verdictAt(stranger.page, url)).toBe('证明有效');
    const facts = await stranger.page.locator('main').innerText();
    expect(facts).toContain(number);
    expect(facts).toMatch(/持证人\s*学生\*{4}/);
    expect(facts).not.toContain('学生演示账号');

    // The administrator revokes it in 证明记录, giving a reason.
    await desk.goto(env.server.url('/site/certificate/records'));
    await desk.getByRole('button', { name: `作废${number}` }).click();
    const revoking = desk.getByRole('dialog', { name: `作废证明 ${number}` });
    await revoking.getByRole('textbox', { name: '作废原因' }).fill('学生已办理退学手续');
    await revoking.getByRole('button', { name: /^作\s*废$/ }).click();
    await revoking.waitFor({ state: 'hidden' });
    await desk.getByRole('row').filter({ hasText: number }).getByText('已作废').waitFor();

    // The same address now says revoked, and when; the student can no longer download it.
    expect(await verdictAt(stranger.page, url)).toBe('证明已作废');
    await stranger.page.getByText('作废时间').waitFor();
    await student.reload();
    await myCertificate(student).getByText('已作废').waitFor();
    expect(await myCertificate(student).getByRole('link', { name: '下载证明（PDF）' }).count()).toBe(0);
  });
});
