import { describe, expect, it } from 'vitest';
import { callApi, DESKTOP, loginUrl, newPage, openAs, PHONE, serverAndBrowser, signIn } from '../harness';

const env = serverAndBrowser();
const FEE = '2026年下半年英语四级考试报名费';

describe('payments on the ledger engine', () => {
  it('a student pays the exam fee at the demo cashier on a phone and gets the receipt; the finance console shows it paid and the day reconciles clean', async () => {
    const { page: phone, context: phoneContext } = await newPage(env.browser, PHONE);
    await phone.goto(loginUrl(env.server, '/site/payment/gopay'));
    await signIn(phone, 'student', 'student123');
    await phone.waitForURL((url) => url.pathname === '/site/payment/gopay');
    await phone.getByRole('link', { name: new RegExp(FEE) }).tap();
    await phone.waitForURL((url) => url.pathname === '/site/payment/detail');
    await phone.getByText('¥30.00').first().waitFor();
    await phone.getByRole('button', { name: '立即支付' }).tap();

    // The demo provider's cashier, a page of the server's own, as a provider's would be.
    await phone.waitForURL((url) => url.pathname === '/api/ledger/demo/cashier');
    await phone.getByText('¥30.00').waitFor();
    await phone.getByRole('button', { name: '确认支付' }).tap();

    await phone.waitForURL((url) => url.pathname === '/site/payment/result');
    const result = phone.getByRole('status');
    await result.getByText('支付成功').waitFor();
    const receipt = phone.getByRole('link', { name: '下载收据' });
    const pdf = await phone.request.get(env.server.url((await receipt.getAttribute('href')) ?? ''));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await phone.goto(env.server.url('/site/payment/gopay'));
    const paid = phone.getByRole('region', { name: '已缴费' });
    await paid.getByRole('link', { name: new RegExp(FEE) }).waitFor();
    await phoneContext.close();

    const { page: desk, context: deskContext } = await newPage(env.browser, DESKTOP);
    await openAs(env.server, desk, '/site/payment/orders');
    const row = desk.getByRole('row', { name: new RegExp(FEE) });
    await row.waitFor();
    expect(await row.innerText()).toContain('已支付');

    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const report = await callApi<{ matched: number; missing: unknown[]; extra: unknown[]; different: unknown[] }>(env.server, desk, '/payment/api/manage/reconcile', {
      data: { day: today },
    });
    expect(report).toMatchObject({ matched: 1, missing: [], extra: [], different: [] });
    await desk.goto(env.server.url('/site/payment/reconcile'));
    await desk.getByText(/账务平衡/).waitFor();
    const reportRow = desk.getByRole('row', { name: new RegExp(today) });
    await reportRow.waitFor();
    await deskContext.close();
  });
});
