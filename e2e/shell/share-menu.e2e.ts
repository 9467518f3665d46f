import { describe, expect, it } from 'vitest';
import { MESSAGING_APP, newPage, PHONE, serveFakeWx, serverAndBrowser } from '../harness';

const env = serverAndBrowser();

describe('share menu inside the messaging app (spec §7)', () => {
  it('signs the entry address and sets the five share entries', async () => {
    const { context, page } = await newPage(env.browser, MESSAGING_APP);
    await serveFakeWx(page, 'ready');
    const asked = page.waitForRequest((r) => r.url().endsWith('/wap/share/info'));
    await page.goto(env.server.url('/site/?service=uc&service_id=12&code=ONE-TIME&state=S1'));
    const body = new URLSearchParams((await asked).postData() ?? '');
    expect(Object.fromEntries(body)).toEqual({ service: 'uc', service_id: '12', url: env.server.url('/site/?service=uc&service_id=12') });

    await page.waitForFunction(() => Object.keys((window as { __wx?: { shared: object } }).__wx?.shared ?? {}).length === 5);
    const wx = await page.evaluate(
      () => (window as unknown as { __wx: { config: Record<string, unknown>; shared: Record<string, unknown> } }).__wx,
    );
    // The app's own scanner, viewer and picker are signed with the share entries (issue 18 item 8).
    expect(wx.config).toMatchObject({ debug: false, jsApiList: [...Object.keys(wx.shared), 'scanQRCode', 'previewImage', 'chooseImage', 'getLocalImgData'] });
    expect(wx.config.signature).toMatch(/^[0-9a-f]{40}$/);
    for (const card of Object.values(wx.shared)) {
      expect(card).toEqual({
        title: '北辰大学',
        desc: expect.any(String),
        link: env.server.url('/site/?service=uc&service_id=12'),
        imgUrl: env.server.url('/static/logos/north.svg'),
      });
    }
    await context.close();
  });

  it('says config信息验证失败 when the app refuses the signature', async () => {
    const { context, page } = await newPage(env.browser, MESSAGING_APP);
    await serveFakeWx(page, 'error');
    await page.goto(env.server.url('/site/'));
    await page.getByRole('dialog').getByText('config:invalid signature config信息验证失败').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    await context.close();
  });

  it('is not set up in an ordinary browser', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    const calls: string[] = [];
    page.on('request', (r) => calls.push(r.url()));
    await page.goto(env.server.url('/site/'));
    await page.getByRole('heading', { name: '应用广场' }).waitFor();
    expect(calls.filter((url) => url.includes('/wap/share/info') || url.includes('res.wx.qq.com'))).toEqual([]);
    await context.close();
  });
});
