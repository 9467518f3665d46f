import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteDb } from '@quad/platform/server/db/site-db';
import { call, createTestApp, login, type TTestApp } from '@quad/server/test/harness';
import { releaseDue } from './service-editorial';

/** Set to make the inbox fail: the step after the status flip, where a publish used to stop half-way. */
const inbox = vi.hoisted(() => ({ failing: false }));
vi.mock('@quad/messages-engine/server/messages', async (importOriginal) =>
  (await import('@quad/server/test/failing-inbox')).withFailingInbox(await importOriginal(), inbox),
);

let t: TTestApp;
let admin = '';
let north: SiteDb;
beforeAll(async () => {
  t = await createTestApp();
  north = new SiteDb(t.platform.database.db, 'north');
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(() => t.close());
afterEach(() => {
  inbox.failing = false;
});

const ask = async (url: string, input: Record<string, unknown>) => (await call(t.app, { url, cookie: admin, json: input })).json();
const noticesTitled = (title: string) => north.selectFrom('notices').select(['id', 'status']).where('title', '=', title).execute();
const auditOf = async (id: string) =>
  (await north.selectFrom('audit_log').select(['action', 'actor_name']).where('target_id', '=', id).orderBy('id').execute()).map((a) => a.action);
const inboxOf = (id: string) => north.selectFrom('messages').select('user_id').where('link', '=', `notice/noticepage?id=${id}`).execute();

describe('publishing a notice is one transaction', () => {
  it('on the phone: when the inbox fails nothing is published, and publishing again works and is audited', async () => {
    const notice = { title: '停水通知', body: '<p>明天停水</p>', all: true };
    inbox.failing = true;
    expect((await ask('/notice/wap/manage/publish', notice)).e).not.toBe(0);
    expect(await noticesTitled('停水通知')).toEqual([]);
    inbox.failing = false;
    const res = await ask('/notice/wap/manage/publish', notice);
    expect(res.e).toBe(0);
    expect(await noticesTitled('停水通知')).toEqual([{ id: res.d.id, status: 'published' }]);
    expect((await inboxOf(res.d.id)).length).toBe(res.d.recipients);
    expect(await auditOf(res.d.id)).toEqual(['notice.create', 'notice.publish']);
  });

  it('in the console: a release whose inbox fails leaves the draft a draft, with no audit, ready to release again', async () => {
    const saved = await ask('/notice/wap/manage/save', { title: '停电通知', body: '<p>周六停电</p>', all: true });
    inbox.failing = true;
    expect((await ask('/notice/wap/manage/release', { id: saved.d.id })).e).not.toBe(0);
    expect(await noticesTitled('停电通知')).toEqual([{ id: saved.d.id, status: 'draft' }]);
    expect(await auditOf(saved.d.id)).toEqual(['notice.create']);
    inbox.failing = false;
    const released = await ask('/notice/wap/manage/release', { id: saved.d.id });
    expect(released.d).toMatchObject({ status: 'published' });
    expect((await inboxOf(saved.d.id)).length).toBe(released.d.recipients);
    expect(await auditOf(saved.d.id)).toEqual(['notice.create', 'notice.publish']);
  });

  it('by the publishing job: a scheduled notice whose inbox fails stays scheduled and goes out on the next round', async () => {
    const saved = await ask('/notice/wap/manage/save', { title: '讲座预告', body: '<p>周五讲座</p>', all: true });
    const at = Math.floor(Date.now() / 1000) + 3600;
    expect((await ask('/notice/wap/manage/release', { id: saved.d.id, publishAt: at })).d).toMatchObject({ status: 'scheduled' });
    inbox.failing = true;
    await expect(releaseDue(north, at)).rejects.toThrow('inbox unavailable');
    expect(await noticesTitled('讲座预告')).toEqual([{ id: saved.d.id, status: 'scheduled' }]);
    inbox.failing = false;
    expect(await releaseDue(north, at)).toBeGreaterThan(0);
    expect(await noticesTitled('讲座预告')).toEqual([{ id: saved.d.id, status: 'published' }]);
    const published = await north.selectFrom('audit_log').select(['actor_name']).where('target_id', '=', saved.d.id).where('action', '=', 'notice.publish').execute();
    expect(published).toEqual([{ actor_name: '系统（定时发布）' }]);
  });

  it('phone edits and withdrawals are audited', async () => {
    const res = await ask('/notice/wap/manage/publish', { title: '运动会', body: '<p>报名</p>', all: true });
    expect((await ask('/notice/wap/manage/update', { id: res.d.id, title: '运动会（改期）', body: '<p>报名</p>', all: true })).e).toBe(0);
    expect((await ask('/notice/wap/manage/withdraw', { id: res.d.id })).e).toBe(0);
    expect(await auditOf(res.d.id)).toEqual(['notice.create', 'notice.publish', 'notice.update', 'notice.withdraw']);
  });
});
