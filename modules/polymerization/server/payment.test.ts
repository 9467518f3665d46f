import { describe, expect, it } from 'vitest';
import { askJson, call, HOSTS, serverForFile } from '@quad/server/test/harness';

type TOrderRow = { id: string; title: string; amountFen: number; state: string; app: string };
type TSummary = { walletFen: number; awaiting: number; recent: TOrderRow[] };
type TBody = { e: number; m: string; d: Record<string, unknown> };

const t = serverForFile(['other', 'southStudent']);
const { c } = t;
const ask = (url: string, cookie: string, input: Record<string, unknown> = {}, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);
const summary = async (cookie: string, host: string = HOSTS.north) => {
  const body = await ask('/polymerization/api/payment', cookie, {}, host);
  expect(body.e, body.m).toBe(0);
  return body.d as unknown as TSummary;
};

let seq = 0;
const key = () => `pm_${Date.now()}_${seq++}`;

/** The demo cashier as the payer's browser goes through it: the page, then 确认支付. */
async function payAtDemoCashier(url: string): Promise<void> {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const confirmed = await call(t.app, { url: path, form: { confirm: '1' }, headers: { origin: `http://${HOSTS.north}` } });
  expect(confirmed.statusCode).toBe(303);
}

describe('支付中心 (polymerization/payment)', () => {
  it('shows a top-up waiting for the cashier, then paid, with the wallet’s new balance', async () => {
    const before = await summary(c.other);
    const top = await ask('/wallet/api/topup', c.other, { amountFen: 3000, method: 'demo', requestId: key() });
    expect(top.e, top.m).toBe(0);
    const { orderId, start } = top.d as { orderId: string; start: { url: string } };

    const waiting = await summary(c.other);
    expect(waiting.awaiting).toBe(before.awaiting + 1);
    expect(waiting.recent[0]).toMatchObject({ id: orderId, amountFen: 3000, app: 'wallet' });
    expect(['created', 'paying']).toContain(waiting.recent[0]!.state);
    // The payer's id is the server's business, not the page's.
    expect(waiting.recent[0]).not.toHaveProperty('userId');

    await payAtDemoCashier(start.url);
    const paid = await summary(c.other);
    expect(paid.walletFen).toBe(before.walletFen + 3000);
    expect(paid.awaiting).toBe(before.awaiting);
    expect(paid.recent[0]).toMatchObject({ id: orderId, state: 'paid' });
  });

  it('lists at most five orders, newest first', async () => {
    for (let i = 0; i < 6; i++) expect((await ask('/wallet/api/topup', c.other, { amountFen: 100 + i, method: 'demo', requestId: key() })).e).toBe(0);
    const { recent } = await summary(c.other);
    expect(recent.map((o) => o.amountFen)).toEqual([105, 104, 103, 102, 101]);
  });

  it('shows nobody else’s money: another school’s student sees only their own, and a session is nothing on another site', async () => {
    const south = await summary(c.southStudent, HOSTS.south);
    expect(south.recent.every((o) => o.amountFen !== 3000 && o.amountFen < 100)).toBe(true);
    expect(south.walletFen).toBe(0);
    expect((await ask('/polymerization/api/payment', c.other, {}, HOSTS.south)).e).toBe(10013);
    expect((await ask('/polymerization/api/payment', c.southStudent)).e).toBe(10013);
  });

  it('asks to sign in first', async () => {
    expect((await call(t.app, { url: '/polymerization/api/payment' })).json()).toMatchObject({ e: 10013 });
  });
});
