import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TTrackPoint } from '@quad/contracts/captcha-calls';
import type { Database } from '../db/database';

/**
 * A person's drag to `x`: 40 samples over about 0.9 s at uneven intervals, slow–fast–slow (eased),
 * with the hand wobbling a pixel or two up and down.
 */
export function humanTrack(x: number): TTrackPoint[] {
  const track: TTrackPoint[] = [];
  let t = 0;
  for (let i = 0; i <= 40; i++) {
    const s = i / 40;
    track.push({ x: Math.round(((1 - Math.cos(Math.PI * s)) / 2) * x), y: Math.round(Math.sin(i * 1.7) * 2), t: Math.round(t) });
    t += 16 + ((i * 7) % 11);
  }
  track[track.length - 1] = { x, y: 1, t: Math.round(t) };
  return track;
}

/** A script's drag: evenly spaced samples on a straight line at one speed, over `ms`. */
export function straightTrack(x: number, ms: number, points = 20): TTrackPoint[] {
  return Array.from({ length: points + 1 }, (_, i) => ({ x: Math.round((x * i) / points), y: 0, t: Math.round((ms * i) / points) }));
}

/** Where the gap of challenge `id` is, read as only the server can (tests). */
export async function gapOf(db: Kysely<Database>, siteId: string, id: string): Promise<number> {
  const row = await db.selectFrom('captcha').select('answer').where('site_id', '=', siteId).where('key', '=', id).executeTakeFirstOrThrow();
  return Number(row.answer);
}

/** Asks the site at `host` for a challenge and solves it with a person's drag: answers the token. */
export async function solveCaptcha(app: FastifyInstance, db: Kysely<Database>, siteId: string, host: string): Promise<string> {
  const headers = { host, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const challenge = (await app.inject({ method: 'POST', url: '/api/captcha/new', headers, payload: '{}' })).json() as { d: { id: string } };
  const x = await gapOf(db, siteId, challenge.d.id);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/captcha/check',
    headers,
    payload: JSON.stringify({ id: challenge.d.id, x, track: humanTrack(x) }),
  });
  const body = answer.json() as { e: number; m: string; d: { token: string } };
  if (body.e !== 0) throw new Error(`captcha not solved: ${body.m}`);
  return body.d.token;
}
