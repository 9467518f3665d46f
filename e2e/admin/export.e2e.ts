import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, downloadedBytes, newPage, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();

describe('people export in the console (issue 18)', () => {
  it('builds the file in the background with a progress bar, then downloads it', async () => {
    const { context, page } = await newPage(env.browser, DESKTOP);
    await page.goto(env.server.url('/site/admin/people'));
    await signIn(page, 'admin', 'admin123');
    const total = Number((await page.getByText(/共 \d+ 人/).textContent())?.match(/\d+/)?.[0]);

    await page.getByRole('button', { name: '导 出' }).or(page.getByRole('button', { name: '导出' })).click();
    const dialog = page.getByRole('dialog', { name: '导出' });
    await dialog.getByRole('progressbar').waitFor();
    // The job is taken by the next poll of the server's jobs: the bar ends full, with the file named.
    await dialog.getByText(/人员\.xlsx 已生成，.+ 前可下载/).waitFor();
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: '下载文件' }).or(dialog.getByRole('button', { name: '下载文件' })).click()]);
    expect(download.suggestedFilename()).toBe('人员.xlsx');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer as an ArrayBuffer; it reads a Node Buffer.
    await workbook.xlsx.load((await downloadedBytes(download)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as string[]).slice(1, 4)).toEqual(['账号', '姓名', '学工号']);
    // Every person the people page counts, one row each under the header.
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getColumn(1).values).toContain('admin');
    await context.close();
  });
});
