import { beforeAll, afterAll } from 'vitest';
import type { TConfig } from '@quad/platform/server/config';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { startAliyunSmsFake, type TAliyunSmsFake } from '@quad/platform/server/providers/sms/aliyun-fake';
import { startSmtpFake, type TSmtpFake } from '@quad/platform/server/providers/email/smtp-fake';
import { call, HOSTS, type TTestApp } from '@quad/server/test/harness';

/**
 * The account centre's tests run the real protocols: SMS through the Aliyun fake, e-mail through the
 * SMTP fake. Call before `serverForFile(…, overrides)`: the fakes start first and fill in `overrides`.
 */
export function fakesForFile(): { overrides: Partial<TConfig>; sms: TAliyunSmsFake; smtp: TSmtpFake } {
  const fakes = { overrides: {} as Partial<TConfig> } as { overrides: Partial<TConfig>; sms: TAliyunSmsFake; smtp: TSmtpFake };
  beforeAll(async () => {
    fakes.sms = await startAliyunSmsFake();
    fakes.smtp = await startSmtpFake();
    Object.assign(fakes.overrides, { sms: fakes.sms.config, smtp: { url: fakes.smtp.url, from: 'no-reply@school.test' } });
  });
  afterAll(async () => {
    await fakes.sms?.close();
    await fakes.smtp?.close();
  });
  return fakes;
}

export const siteDbOf = (t: TTestApp, site = 'north') => new SiteDb(t.platform.database.db, site);

/** Sets a user's phone and e-mail directly, as an administrator's import would. */
export async function setContact(t: TTestApp, username: string, contact: { mobile?: string; email?: string }, site = 'north') {
  await siteDbOf(t, site).updateTable('users').set(contact).where('username', '=', username).execute();
}

/** Moves every code of the site back in time: past the minute between codes, or past their five minutes. */
export async function ageCodes(t: TTestApp, seconds: number, site = 'north') {
  const db = siteDbOf(t, site);
  const rows = await db.selectFrom('polymerization_codes').select(['id', 'created', 'expires']).execute();
  for (const r of rows) await db.updateTable('polymerization_codes').set({ created: Number(r.created) - seconds, expires: Number(r.expires) - seconds }).where('id', '=', r.id).execute();
}

/** A call with a JSON body; `json` undefined makes it a GET. */
export const ask = async (t: TTestApp, url: string, json: Record<string, unknown> | undefined, cookie?: string, host: string = HOSTS.north) =>
  (await call(t.app, { url, json, cookie, host })).json() as { e: number; m: string; d: Record<string, unknown> & { errors?: Record<string, string> } };

/** Waits for a message a call sent without awaiting it (the reset code). */
export async function eventually<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    const value = read();
    if (value) return value;
  }
  throw new Error('nothing arrived');
}
