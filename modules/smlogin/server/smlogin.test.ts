import { describe, expect, it } from 'vitest';
import { nowSeconds } from '@quad/platform/server/ids';
import { askJson, call, cookiesOf, HOSTS, serverForFile } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: Record<string, unknown> };
type TTicket = { id: string; secret: string; link: string; svg: string; expiresIn: number };

const t = serverForFile(['student', 'teacher', 'admin', 'southStudent']);
const { c } = t;
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The desktop's calls carry no session: the login page is nobody's yet. */
const desk = async (url: string, input: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody> =>
  (await call(t.app, { url, host, json: input, headers: { 'user-agent': DESKTOP_UA } })).json();
const phone = (url: string, cookie: string, input: Record<string, unknown>, host: string = HOSTS.north) => askJson<TBody>(t.app, url, cookie, input, host);

async function create(host: string = HOSTS.north): Promise<TTicket & { code: string }> {
  const made = await desk('/smlogin/api/create', {}, host);
  expect(made.e, made.m).toBe(0);
  const ticket = made.d as unknown as TTicket;
  return { ...ticket, code: new URL(ticket.link).searchParams.get('code')! };
}
const wait = (ticket: TTicket, known: string, host: string = HOSTS.north) => desk('/smlogin/api/wait', { id: ticket.id, secret: ticket.secret, known }, host);
const exchange = (ticket: Pick<TTicket, 'id' | 'secret'>, host: string = HOSTS.north) =>
  call(t.app, { url: '/smlogin/api/exchange', host, json: { id: ticket.id, secret: ticket.secret }, headers: { 'user-agent': DESKTOP_UA } });
const scan = (cookie: string, code: string, host?: string) => phone('/smlogin/wap/scan', cookie, { code }, host);
const confirm = (cookie: string, code: string, host?: string) => phone('/smlogin/wap/confirm', cookie, { code }, host);
const cancel = (cookie: string, code: string, host?: string) => phone('/smlogin/wap/cancel', cookie, { code }, host);
const read = async (url: string, cookie: string): Promise<TBody> => (await call(t.app, { url, cookie })).json();
/** Moves a request's expiry (the test's clock cannot wait a minute). */
const expireAt = (id: string, expires: number) => t.platform.database.db.updateTable('smlogin_requests').set({ expires }).where('id', '=', id).execute();

const USED = '该二维码已使用，请在电脑上刷新后重新扫描';

describe('scan-to-login', () => {
  it('signs the desktop in as the person who scanned and confirmed, the confirmation reaching its wait within a second', async () => {
    const ticket = await create();
    // The QR names the phone page and the request, never the desktop's secret.
    expect(ticket.link).toMatch(/^http:\/\/localhost\/site\/smlogin\/index\?code=/);
    expect(ticket.link).not.toContain(ticket.secret);
    expect(ticket.svg).not.toContain(ticket.secret);
    expect(ticket.svg.startsWith('<svg')).toBe(true);
    expect(ticket.expiresIn).toBe(60);
    expect((await wait(ticket, 'scanned')).d).toEqual({ status: 'waiting', name: '' });

    // The desktop is waiting when the phone scans: its wait answers with who scanned.
    const scannedSeen = wait(ticket, 'waiting');
    const details = await scan(c.student, ticket.code);
    expect(details).toMatchObject({ e: 0, d: { browser: 'Chrome 126', os: 'Windows 10/11', ip: '127.0.0.1' } });
    expect(Math.abs((details.d.created as number) - nowSeconds())).toBeLessThan(5);
    expect((await scannedSeen).d).toEqual({ status: 'scanned', name: '学生演示账号' });
    // Opening the page again on the same phone is harmless.
    expect((await scan(c.student, ticket.code)).e).toBe(0);

    const confirmedSeen = wait(ticket, 'scanned').then((answer) => ({ answer, at: Date.now() }));
    const sent = Date.now();
    expect(await confirm(c.student, ticket.code)).toMatchObject({ e: 0 });
    const seen = await confirmedSeen;
    expect(seen.answer.d).toEqual({ status: 'confirmed', name: '学生演示账号' });
    expect(seen.at - sent).toBeLessThan(1000);

    // The secret becomes a session of the student's, which get-info answers.
    const taken = await exchange(ticket);
    expect(taken.json()).toEqual({ e: 0, m: '操作成功', d: {} });
    const cookie = cookiesOf(taken);
    const me = await phone('/uc/wap/user/get-info', cookie, {});
    expect((me.d.base as { username: string }).username).toBe('student');
    const history = (await read('/uc/wap/user/sign-ins', cookie)).d.list as { method: string; user_agent: string }[];
    expect(history[0]).toMatchObject({ method: 'qrcode', user_agent: DESKTOP_UA });
    const audit = (await read('/admin/api/audit/list?action=users.qr-sign-in', c.admin)).d.list as { actor_name: string; after: string }[];
    expect(audit[0]).toMatchObject({ actor_name: '学生演示账号' });
    expect(audit[0]!.after).toContain('扫码登录');

    // Single use: neither the secret nor the code works again.
    expect((await exchange(ticket)).json()).toMatchObject({ e: 1, m: USED });
    expect(await confirm(c.student, ticket.code)).toMatchObject({ e: 1, m: USED });
    expect(await scan(c.teacher, ticket.code)).toMatchObject({ e: 1, m: USED });
    expect((await wait(ticket, 'confirmed')).d).toMatchObject({ status: 'done' });
  });

  it('lets the phone cancel: the desktop sees it and gets no session', async () => {
    const ticket = await create();
    expect((await scan(c.teacher, ticket.code)).e).toBe(0);
    const cancelledSeen = wait(ticket, 'scanned');
    expect(await cancel(c.teacher, ticket.code)).toMatchObject({ e: 0 });
    expect((await cancelledSeen).d).toEqual({ status: 'cancelled', name: '教师演示账号' });
    expect(await confirm(c.teacher, ticket.code)).toMatchObject({ e: 1, m: '登录已取消，请在电脑上刷新二维码' });
    const refused = await exchange(ticket);
    expect(refused.json()).toMatchObject({ e: 1, m: '请先在手机上确认登录' });
    expect(cookiesOf(refused)).toBe('');
  });

  it('lets only the person who scanned confirm or cancel, once', async () => {
    const ticket = await create();
    expect(await confirm(c.student, ticket.code)).toMatchObject({ e: 1, m: '请先扫描二维码' });
    expect((await scan(c.student, ticket.code)).e).toBe(0);
    expect(await scan(c.teacher, ticket.code)).toMatchObject({ e: 1, m: '该二维码已被他人扫描' });
    expect(await confirm(c.teacher, ticket.code)).toMatchObject({ e: 1, m: '该二维码已被他人扫描' });
    expect(await cancel(c.teacher, ticket.code)).toMatchObject({ e: 1, m: '该二维码已被他人扫描' });
    const twice = await Promise.all([confirm(c.student, ticket.code), confirm(c.student, ticket.code)]);
    expect(twice.map((a) => a.e).sort()).toEqual([0, 1]);
    expect(twice.find((a) => a.e === 1)?.m).toBe(USED);
    expect(await cancel(c.student, ticket.code)).toMatchObject({ e: 1, m: USED });
  });

  it('expires a code after its minute: the desktop is told, the phone refused, and a new code works', async () => {
    const ticket = await create();
    // A desktop waiting when the minute ends hears so at once, without a change on any phone.
    await expireAt(ticket.id, nowSeconds() + 1);
    const started = Date.now();
    expect((await wait(ticket, 'waiting')).d).toEqual({ status: 'expired', name: '' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await scan(c.student, ticket.code)).toMatchObject({ e: 1, m: '二维码已过期，请在电脑上刷新后重新扫描' });

    // Scanned, then expired before the confirmation: refused, and no session.
    const late = await create();
    expect((await scan(c.student, late.code)).e).toBe(0);
    await expireAt(late.id, nowSeconds() - 1);
    expect(await confirm(c.student, late.code)).toMatchObject({ e: 1, m: '二维码已过期，请在电脑上刷新后重新扫描' });
    expect((await wait(late, 'scanned')).d).toMatchObject({ status: 'expired' });
    expect((await exchange(late)).json()).toMatchObject({ e: 1, m: '二维码已过期，请刷新二维码' });

    const next = await create();
    expect(next.id).not.toBe(ticket.id);
    expect((await scan(c.student, next.code)).e).toBe(0);
  });

  it('refuses a wrong secret, and bad input in Chinese', async () => {
    const ticket = await create();
    const forged = { id: ticket.id, secret: 'a'.repeat(52) };
    expect(await desk('/smlogin/api/wait', { ...forged, known: 'waiting' })).toMatchObject({ e: 1, m: '登录请求无效，请刷新二维码' });
    expect((await scan(c.student, ticket.code)).e).toBe(0);
    expect((await confirm(c.student, ticket.code)).e).toBe(0);
    // Even once confirmed, only the secret of the page that made it opens the session.
    expect((await exchange(forged)).json()).toMatchObject({ e: 1, m: '登录请求无效，请刷新二维码' });
    expect((await exchange({ id: 'b'.repeat(26), secret: ticket.secret })).json()).toMatchObject({ e: 1, m: '登录请求无效，请刷新二维码' });
    expect((await exchange(ticket)).json()).toMatchObject({ e: 0 });

    const bad = await desk('/smlogin/api/wait', { id: 'not-an-id', secret: ticket.secret });
    expect(bad.e).not.toBe(0);
    expect(bad.m).toMatch(/[\u4e00-\u9fff]/);
    expect(await desk('/smlogin/api/wait', { id: ticket.id, secret: ticket.secret, known: 'whatever' })).toMatchObject({ e: 10022 });
    expect(await scan(c.student, '')).toMatchObject({ e: 10022 });
    expect(await scan(c.student, 'garbage')).toMatchObject({ e: 1, m: '二维码无效，请在电脑上刷新后重新扫描' });
  });

  it('asks the phone to sign in first', async () => {
    const ticket = await create();
    expect((await scan('', ticket.code)).e).toBe(10013);
    expect((await confirm('', ticket.code)).e).toBe(10013);
  });
});

describe('scan-to-login between sites', () => {
  it('refuses a phone of another school, and every call of one site on another', async () => {
    const north = await create();
    const refusal = { e: 1, m: '该二维码不是本校的登录码' };
    expect(await scan(c.southStudent, north.code, HOSTS.south)).toMatchObject(refusal);
    expect(await confirm(c.southStudent, north.code, HOSTS.south)).toMatchObject(refusal);
    expect(await cancel(c.southStudent, north.code, HOSTS.south)).toMatchObject(refusal);
    // A north session is nobody on south.
    expect((await scan(c.student, north.code, HOSTS.south)).e).toBe(10013);
    // North's request, named on south with south's prefix, is not there.
    const [, requestId] = north.code.split('.');
    const southCode = `${(await create(HOSTS.south)).code.split('.')[0]}.${requestId}`;
    expect(await scan(c.southStudent, southCode, HOSTS.south)).toMatchObject({ e: 1, m: '二维码无效，请在电脑上刷新后重新扫描' });
    // North's desktop secret means nothing on south.
    expect(await wait(north, 'waiting', HOSTS.south)).toMatchObject({ e: 1, m: '登录请求无效，请刷新二维码' });
    expect((await exchange(north, HOSTS.south)).json()).toMatchObject({ e: 1, m: '登录请求无效，请刷新二维码' });

    // South's own request works on south, for south's people only.
    const south = await create(HOSTS.south);
    expect(south.link.startsWith('http://south.localhost/')).toBe(true);
    expect(await scan(c.student, south.code)).toMatchObject(refusal);
    expect((await scan(c.southStudent, south.code, HOSTS.south)).e).toBe(0);
    expect((await confirm(c.southStudent, south.code, HOSTS.south)).e).toBe(0);
    const taken = await exchange(south, HOSTS.south);
    expect(taken.json()).toMatchObject({ e: 0 });
    const me = await phone('/uc/wap/user/get-info', cookiesOf(taken), {}, HOSTS.south);
    expect((me.d.base as { username: string }).username).toBe('student');
    expect((await phone('/uc/wap/user/get-info', cookiesOf(taken), {}, HOSTS.north)).e).toBe(10013);
    // North's request is untouched by all this.
    expect((await wait(north, 'scanned')).d).toMatchObject({ status: 'waiting' });
  });

  it('caps how fast one address makes codes', async () => {
    const make = () =>
      t.app.inject({ method: 'POST', url: '/smlogin/api/create', headers: { host: HOSTS.north, 'x-requested-with': 'XMLHttpRequest' }, remoteAddress: '10.9.8.7' });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(((await make()).json() as TBody).e);
    expect(answers.slice(0, 30).every((e) => e === 0)).toBe(true);
    expect(answers[30]).toBe(10029);
  });
});
