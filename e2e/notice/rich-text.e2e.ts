import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, loginUrl, newPage, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();
/** What Word puts on the clipboard: classes, inline styles, Office tags, a style sheet, a picture from elsewhere. */
const WORD_CLIPBOARD =
  '<html><head><style>p.MsoNormal{margin:0cm}</style></head><body><!--StartFragment-->' +
  '<p class="MsoNormal" style="margin:0cm"><b><span style="font-family:等线;color:red">带好学生证</span></b><span lang="EN-US">。<o:p></o:p></span></p>' +
  '<div class="WordSection1"><span style="font-size:14pt">考场在教学楼</span><img src="https://tracker.example/pixel.png"></div>' +
  '<!--EndFragment--></body></html>';

/** A paste as the browser delivers it to the editor, with the clipboard's HTML and plain text. */
async function paste(page: Page, html: string, text: string): Promise<void> {
  await page.evaluate(
    ([h, t]) => {
      const data = new DataTransfer();
      data.setData('text/html', h as string);
      data.setData('text/plain', t as string);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, text],
  );
}

/** Content Security Policy violations the page reports: the app must run under the policy it is sent. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

describe('rich text from the console editor to the phone (issue 16, items 9 and 15)', () => {
  it('two typed paragraphs and a paste from Word reach the phone as clean paragraphs, under the pages’ security policy', async () => {
    const title = `期末考试须知 ${Date.now()}`;
    const publisherPage = await newPage(env.browser, DESKTOP);
    const admin = publisherPage.page;
    const consoleViolations = cspViolations(admin);
    await admin.goto(loginUrl(env.server, '/site/notice/manage'));
    await signIn(admin, 'admin', 'admin123');
    await admin.getByRole('button', { name: '写通知' }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await drawer.getByLabel('部门', { exact: true }).click();
    await admin.keyboard.type('计算机');
    await admin.keyboard.press('Enter');
    await admin.keyboard.press('Escape');
    await drawer.getByRole('textbox', { name: '正文' }).click();
    await admin.keyboard.type('第一段：考试周安排');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('第二段：请提前十分钟入场');
    await admin.keyboard.press('Enter');
    await paste(admin, WORD_CLIPBOARD, '带好学生证。\n考场在教学楼');
    await drawer.getByRole('textbox', { name: '正文' }).getByText('考场在教学楼').waitFor();
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `发布 ${title}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '发布', exact: true }).click();
    await row.getByText('已发布').waitFor();

    const readerPage = await newPage(env.browser, PHONE);
    const student = readerPage.page;
    const phoneViolations = cspViolations(student);
    await student.goto(loginUrl(env.server, '/site/notice/index'));
    await signIn(student);
    await student.getByText(title).click();
    await student.getByRole('heading', { name: title }).waitFor();
    const body = student.locator('.notice-body');
    const paragraphs = await body.locator(':scope > p').allTextContents();
    expect(paragraphs.filter((p) => p.trim() !== '')).toEqual(['第一段：考试周安排', '第二段：请提前十分钟入场', '带好学生证。', '考场在教学楼']);
    const html = await body.innerHTML();
    expect(html).not.toMatch(/&lt;|<div|<span|<o:p|style=|class=|tracker\.example/);
    expect(await body.locator('strong, b').first().textContent()).toBe('带好学生证');

    expect(consoleViolations).toEqual([]);
    expect(phoneViolations).toEqual([]);
    await publisherPage.context.close();
    await readerPage.context.close();
  });
});
