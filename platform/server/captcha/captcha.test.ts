import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, HOSTS, type TTestApp } from '@quad/server/test/harness';
import { SiteDb } from '../db/site-db';
import { gapOf, humanTrack, solveCaptcha, straightTrack } from './captcha-test-kit';
import { requireCaptchaToken } from './captcha';
import { GAP_MAX_X, GAP_MIN_X, PICTURE_HEIGHT, PICTURE_WIDTH, PIECE_SIZE } from './picture';
import { FAILURES_PER_TEN_MINUTES } from './routes';
import { judgeTrack } from './track';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type TAnswer = { e: number; m: string; d: Record<string, unknown> };
const ask = async (url: string, json: unknown, host: string = HOSTS.north, remoteAddress?: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      headers: { host, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify(json),
      ...(remoteAddress ? { remoteAddress } : {}),
    })
  ).json() as TAnswer;
const challenge = async (host: string = HOSTS.north) => (await ask('/api/captcha/new', {}, host)).d as { id: string; background: string; piece: string; y: number };
const siteDb = (id: string) => new SiteDb(t.platform.database.db, id);
const gap = (id: string, site = 'north') => gapOf(t.platform.database.db, site, id);
const FAILED = { e: 1, m: '验证失败，请重试', d: { reason: 'captcha.failed' } };

describe('slider captcha', () => {
  it('draws a picture with the gap and its piece, and keeps where the gap is on the server', async () => {
    const c = await challenge();
    const x = await gap(c.id);
    expect(x).toBeGreaterThanOrEqual(GAP_MIN_X);
    expect(x).toBeLessThanOrEqual(GAP_MAX_X);
    expect(JSON.stringify(c)).not.toContain(`"x"`);
    const background = await sharp(Buffer.from(c.background.replace(/^data:image\/jpeg;base64,/, ''), 'base64')).metadata();
    expect([background.format, background.width, background.height]).toEqual(['jpeg', PICTURE_WIDTH, PICTURE_HEIGHT]);
    const piece = await sharp(Buffer.from(c.piece.replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();
    expect([piece.format, piece.width, piece.height, piece.hasAlpha]).toEqual(['png', PIECE_SIZE, PIECE_SIZE, true]);
    expect(c.y + PIECE_SIZE).toBeLessThanOrEqual(PICTURE_HEIGHT);
  });

  it('passes the right place reached by a person’s drag with a token, within 6 px either way', async () => {
    for (const off of [0, -6, 6]) {
      const c = await challenge();
      const x = (await gap(c.id)) + off;
      const answer = await ask('/api/captcha/check', { id: c.id, x, track: humanTrack(x) });
      expect(answer.e).toBe(0);
      expect(answer.d.token).toMatch(/^[a-z2-7]{39}$/);
    }
  });

  it('refuses the wrong place, and an instant straight drag or a few points to the right place', async () => {
    let c = await challenge();
    let x = (await gap(c.id)) + 7;
    expect(await ask('/api/captcha/check', { id: c.id, x, track: humanTrack(x) })).toEqual(FAILED);
    c = await challenge();
    x = await gap(c.id);
    expect(await ask('/api/captcha/check', { id: c.id, x, track: straightTrack(x, 80) })).toEqual(FAILED);
    c = await challenge();
    x = await gap(c.id);
    expect(await ask('/api/captcha/check', { id: c.id, x, track: [{ x: 0, y: 0, t: 0 }, { x, y: 3, t: 700 }] })).toEqual(FAILED);
    // Every failure is in the audit log with the rule that refused it (the answer names none).
    const audited = await t.platform.database.db.selectFrom('audit_log').select(['after']).where('site_id', '=', 'north').where('action', '=', 'captcha.failed').execute();
    expect(audited.map((a) => JSON.parse(a.after).reason)).toEqual(expect.arrayContaining(['wrong-position', 'too-fast', 'too-few-points']));
  });

  it('checks a challenge once: the same id again is refused, even with the right answer', async () => {
    const c = await challenge();
    const x = await gap(c.id);
    expect((await ask('/api/captcha/check', { id: c.id, x: x + 30, track: humanTrack(x + 30) })).e).toBe(1);
    expect(await ask('/api/captcha/check', { id: c.id, x, track: humanTrack(x) })).toEqual(FAILED);
    const d = await challenge();
    const y = await gap(d.id);
    expect((await ask('/api/captcha/check', { id: d.id, x: y, track: humanTrack(y) })).e).toBe(0);
    expect(await ask('/api/captcha/check', { id: d.id, x: y, track: humanTrack(y) })).toEqual(FAILED);
  });

  it('refuses a challenge after two minutes, and one of another site', async () => {
    const c = await challenge();
    const x = await gap(c.id);
    expect(await ask('/api/captcha/check', { id: c.id, x, track: humanTrack(x) }, HOSTS.south)).toEqual(FAILED);
    const late = await challenge();
    const lx = await gap(late.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 121_000);
    expect(await ask('/api/captcha/check', { id: late.id, x: lx, track: humanTrack(lx) })).toEqual(FAILED);
  });

  it('answers a token that a protected call takes once, on its own site only, within two minutes', async () => {
    const token = await solveCaptcha(t.app, t.platform.database.db, 'north', HOSTS.north);
    const refused = { code: 1, message: '请先完成滑块验证', data: { captcha: true }, reason: 'captcha.required' };
    await expect(requireCaptchaToken(siteDb('south'), token)).rejects.toMatchObject(refused);
    await expect(requireCaptchaToken(siteDb('north'), token)).resolves.toBeUndefined();
    await expect(requireCaptchaToken(siteDb('north'), token)).rejects.toMatchObject(refused);
    await expect(requireCaptchaToken(siteDb('north'), undefined)).rejects.toMatchObject(refused);
    await expect(requireCaptchaToken(siteDb('north'), 'made-up')).rejects.toMatchObject(refused);
    const southToken = await solveCaptcha(t.app, t.platform.database.db, 'south', HOSTS.south);
    await expect(requireCaptchaToken(siteDb('north'), southToken)).rejects.toMatchObject(refused);
    const old = await solveCaptcha(t.app, t.platform.database.db, 'north', HOSTS.north);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 121_000);
    await expect(requireCaptchaToken(siteDb('north'), old)).rejects.toMatchObject(refused);
  });

  it('answers bad input with a Chinese message, never a crash', async () => {
    expect(await ask('/api/captcha/check', { id: 'NOT AN ID', x: 1, track: [] })).toMatchObject({ e: 10022 });
    expect(await ask('/api/captcha/check', { id: 'abc', x: 'far', track: 'wiggle' })).toMatchObject({ e: 10022, m: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    expect(await ask('/api/captcha/check', { id: 'abc', x: 1, track: [{ x: 1 }] })).toMatchObject({ e: 10022, m: expect.stringContaining('拖动轨迹格式不正确') });
    const form = await call(t.app, { url: '/api/captcha/check', form: { id: 'abc', x: '1', track: '[]' } });
    expect(form.json()).toMatchObject({ e: 10022 });
  });

  it('pauses an address after too many failures, and no other address', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < FAILURES_PER_TEN_MINUTES; i++) expect((await ask('/api/captcha/check', { id: `nothing${i}`, x: 1, track: [] }, HOSTS.north, address)).e).toBe(1);
    expect(await ask('/api/captcha/check', { id: 'nothing', x: 1, track: [] }, HOSTS.north, address)).toMatchObject({ e: 10029, m: '验证失败次数过多，请稍后再试' });
    expect((await ask('/api/captcha/check', { id: 'nothing', x: 1, track: [] }, HOSTS.north, '203.0.113.78')).e).toBe(1);
  });
});

describe('judging a drag', () => {
  it('takes a person’s eased, wobbling drag and refuses machine-like ones', () => {
    expect(judgeTrack(humanTrack(150), 150, 'pointer')).toBe('ok');
    expect(judgeTrack(humanTrack(150).slice(0, 8), humanTrack(150)[7]?.x ?? 0, 'pointer')).toBe('too-few-points');
    expect(judgeTrack(straightTrack(150, 200), 150, 'pointer')).toBe('too-fast');
    expect(judgeTrack(humanTrack(150).map((p) => ({ ...p, y: 5 })), 150, 'pointer')).toBe('flat');
    // A slow straight line at one speed, however it wobbles.
    expect(judgeTrack(straightTrack(150, 900, 40).map((p, i) => ({ ...p, y: i % 3 })), 150, 'pointer')).toBe('constant-speed');
    // Speeding up to the very end, as no hand aiming at a gap does.
    const accelerating = Array.from({ length: 30 }, (_, i) => ({ x: Math.round(150 * (i / 29) ** 2), y: i % 2, t: i * 30 }));
    expect(judgeTrack(accelerating, 150, 'pointer')).toBe('no-slowing-down');
    expect(judgeTrack(humanTrack(150), 120, 'pointer')).toBe('track-mismatch');
    expect(judgeTrack([...humanTrack(150)].reverse(), 0, 'pointer')).toBe('out-of-order');
  });

  it('takes arrow-key steps held and adjusted, not jumps or evenly clocked presses', () => {
    // Held: the first repeat waits ~500 ms, then a step every ~33 ms; then one press back.
    const held = [{ x: 0, y: 0, t: 0 }, ...Array.from({ length: 30 }, (_, i) => ({ x: 4 * (i + 1), y: 0, t: 500 + 33 * i }))];
    const keys = [...held, { x: 116, y: 0, t: 2000 }];
    expect(judgeTrack(keys, 116, 'keyboard')).toBe('ok');
    expect(judgeTrack([{ x: 0, y: 0, t: 0 }, { x: 116, y: 0, t: 900 }], 116, 'keyboard')).toBe('too-few-points');
    expect(judgeTrack(keys.map((p, i) => ({ ...p, t: i * 10 })), 116, 'keyboard')).toBe('too-fast');
    expect(judgeTrack(keys.map((p, i) => ({ ...p, x: i === keys.length - 1 ? p.x : p.x * 2, t: i * 40 })), 116, 'keyboard')).toBe('keyboard-steps');
    expect(judgeTrack(held.map((p, i) => ({ ...p, t: i * 40 })), 120, 'keyboard')).toBe('constant-speed');
  });
});
