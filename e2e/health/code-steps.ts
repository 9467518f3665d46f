import type { Browser } from 'playwright-core';
import { newPage, PHONE, signIn, type TServer } from '../harness';

/** The demo student's phone showing their health code, and what its QR holds, as a gate's scanner reads it. */
export async function studentShowingCode(browser: Browser, server: TServer) {
  const phone = await newPage(browser, PHONE);
  await phone.page.goto(server.url('/site/center/qrcode'));
  await signIn(phone.page);
  await phone.page.getByRole('img', { name: '健康码二维码' }).waitFor();
  const token = await phone.page.evaluate(
    async () => (await (await fetch('/ncov/api/code/mine', { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json()).d.token as string,
  );
  return { ...phone, token };
}
