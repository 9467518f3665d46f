import { describe, expect, it } from 'vitest';
import { loginUrl, MESSAGING_APP, newPage, serveFakeWx, serverAndBrowser, signIn } from '../harness';
import { studentShowingCode } from './code-steps';

const env = serverAndBrowser();

describe('the gate scanner inside the messaging app (issue 18 item 8)', () => {
  it("scans with the app's own scanner, not the page's camera, and checks what it read", async () => {
    const studentPhone = await studentShowingCode(env.browser, env.server);
    const { token } = studentPhone;

    const gatePhone = await newPage(env.browser, MESSAGING_APP);
    const gate = gatePhone.page;
    await serveFakeWx(gate, 'ready');
    // Counts the page's own requests for the camera: inside the app there must be none.
    await gate.addInitScript(() => {
      const asked = { count: 0 };
      (window as unknown as { __cameraAsked: typeof asked }).__cameraAsked = asked;
      Object.defineProperty(navigator, 'mediaDevices', {
        value: { getUserMedia: () => (asked.count++, Promise.reject(new Error('no camera here'))) },
      });
    });
    await gate.goto(loginUrl(env.server, '/site/center/sweepCode'));
    await signIn(gate, 'admin', 'admin123');
    await gate.evaluate((code) => ((window as unknown as { __wxScanResult: string }).__wxScanResult = code), token);
    await gate.getByRole('button', { name: '扫一扫' }).click();

    const outcome = gate.getByRole('alert', { name: '核验结果' });
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain('学生演示账号');
    expect(await gate.evaluate(() => (window as unknown as { __wx: { scans: number; config: { jsApiList: string[] } } }).__wx)).toMatchObject({
      scans: 1,
      config: { jsApiList: expect.arrayContaining(['scanQRCode']) },
    });
    expect(await gate.evaluate(() => (window as unknown as { __cameraAsked: { count: number } }).__cameraAsked.count)).toBe(0);
    expect(await gate.locator('video').count()).toBe(0);
    await gate.getByRole('list', { name: '今日通行记录' }).getByText('学生演示账号').first().waitFor();
    await studentPhone.context.close();
    await gatePhone.context.close();
  });
});
