import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askJson, call, cookiesOf, createSecondInstance, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const onPostgres = Boolean(process.env.DATABASE_URL);
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

type TBody = { e: number; m: string; d: Record<string, unknown> };
type TTicket = { id: string; secret: string; link: string };

/**
 * Behind a load balancer the desktop's long poll and the phone's confirmation land on different
 * instances: the confirmation must still reach the waiting desktop within a second, through the bus.
 */
function twoInstanceSuite(name: string, bus: { redisUrl?: string }) {
  describe(`scan-to-login across two instances, through ${name}`, () => {
    let desktopSide: TTestApp;
    let phoneSide: TTestApp;
    beforeAll(async () => {
      desktopSide = await createTestApp(bus);
      phoneSide = await createSecondInstance(desktopSide);
    });
    afterAll(async () => {
      await phoneSide?.close();
      await desktopSide?.close();
    });

    const desk = async (url: string, input: Record<string, unknown>, host: string = HOSTS.north): Promise<TBody> =>
      (await call(desktopSide.app, { url, host, json: input, headers: { 'user-agent': DESKTOP_UA } })).json();
    const create = async (host: string = HOSTS.north) => {
      const made = await desk('/smlogin/api/create', {}, host);
      expect(made.e, made.m).toBe(0);
      const ticket = made.d as unknown as TTicket;
      return { ...ticket, code: new URL(ticket.link).searchParams.get('code')! };
    };
    const wait = (ticket: TTicket, known: string) => desk('/smlogin/api/wait', { id: ticket.id, secret: ticket.secret, known });
    const onPhone = (url: string, cookie: string, code: string, host: string = HOSTS.north) => askJson<TBody>(phoneSide.app, url, cookie, { code }, host);
    /** The wait's answer and how long after `from` it came. */
    const timed = (answer: Promise<TBody>, from: () => number) => answer.then((body) => ({ body, after: Date.now() - from() }));

    it('a confirmation on the phone’s instance reaches the desktop waiting on another within a second, and signs it in', async () => {
      const student = await login(phoneSide.app, 'student', 'student123');
      const ticket = await create();

      let scannedAt = 0;
      const scannedSeen = timed(wait(ticket, 'waiting'), () => scannedAt);
      scannedAt = Date.now();
      expect((await onPhone('/smlogin/wap/scan', student, ticket.code)).e).toBe(0);
      const scanned = await scannedSeen;
      expect(scanned.body.d).toEqual({ status: 'scanned', name: '学生演示账号' });
      expect(scanned.after).toBeLessThan(1000);

      let confirmedAt = 0;
      const confirmedSeen = timed(wait(ticket, 'scanned'), () => confirmedAt);
      confirmedAt = Date.now();
      expect((await onPhone('/smlogin/wap/confirm', student, ticket.code)).e).toBe(0);
      const confirmed = await confirmedSeen;
      expect(confirmed.body.d).toEqual({ status: 'confirmed', name: '学生演示账号' });
      expect(confirmed.after).toBeLessThan(1000);

      const taken = await call(desktopSide.app, { url: '/smlogin/api/exchange', json: { id: ticket.id, secret: ticket.secret }, headers: { 'user-agent': DESKTOP_UA } });
      expect(taken.json()).toMatchObject({ e: 0 });
      const me = await askJson<TBody>(phoneSide.app, '/uc/wap/user/get-info', cookiesOf(taken), {});
      expect((me.d.base as { username: string }).username).toBe('student');
    });

    it('a cancellation on the other instance reaches the desktop within a second, and the code is spent', async () => {
      const teacher = await login(phoneSide.app, 'teacher', 'teacher123');
      const ticket = await create();
      expect((await onPhone('/smlogin/wap/scan', teacher, ticket.code)).e).toBe(0);

      let cancelledAt = 0;
      const cancelledSeen = timed(wait(ticket, 'scanned'), () => cancelledAt);
      cancelledAt = Date.now();
      expect((await onPhone('/smlogin/wap/cancel', teacher, ticket.code)).e).toBe(0);
      const cancelled = await cancelledSeen;
      expect(cancelled.body.d).toEqual({ status: 'cancelled', name: '教师演示账号' });
      expect(cancelled.after).toBeLessThan(1000);
      expect(await onPhone('/smlogin/wap/confirm', teacher, ticket.code)).toMatchObject({ e: 1, m: '登录已取消，请在电脑上刷新二维码' });
    });

    it('a phone of another school, on either instance, cannot take a north code', async () => {
      const southStudent = await login(phoneSide.app, 'student', 'student123', HOSTS.south);
      const ticket = await create();
      const refused = await onPhone('/smlogin/wap/scan', southStudent, ticket.code, HOSTS.south);
      expect(refused.e).toBe(1);
      expect((await wait(ticket, 'scanned')).d).toMatchObject({ status: 'waiting' });
    });
  });
}

twoInstanceSuite('Redis pub/sub', { redisUrl: REDIS_URL });
if (onPostgres) twoInstanceSuite('PostgreSQL LISTEN/NOTIFY', {});
