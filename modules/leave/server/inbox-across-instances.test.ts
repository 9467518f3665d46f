import { describe, expect, it } from 'vitest';
import { askJson, HOSTS, instancePairForFile, withinOneSecond, type TTestApp } from '@quad/server/test/harness';

type TBody = { e: number; m: string; d: { list: { id: string; instanceId: string; link: string }[]; total: number; count: number; id: string; instanceId: string } };

/**
 * The to-do inbox and its home badge are kept in memory per person: a request on one instance must
 * reach the approver's inbox on the other, and a decision there must take it out, within a second.
 */
const pair = instancePairForFile(['student', 'teacher', 'southStudent']);
const ask = (on: TTestApp, url: string, cookie: string, input: Record<string, unknown> = {}, host: string = HOSTS.north) =>
  askJson<TBody>(on.app, url, cookie, input, host);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the to-do inbox across instances', () => {
  it('opens on one instance, is done on the other, leaves every inbox and badge at once, and never shows on another site', async () => {
    const { a, b, c } = pair;
    const inboxOn = async (on: TTestApp) => (await ask(on, '/api/todo/list', c.teacher)).d;
    const badgeOn = async (on: TTestApp) => (await ask(on, '/api/todo/count', c.teacher)).d.count;
    const before = await badgeOn(b);
    expect((await inboxOn(b)).total).toBe(before);

    const sent = await ask(a, '/leave/api/apply', c.student, { type: 'personal', start: day(1), end: day(2), reason: '回家', phone: '13800138000', requestId: `pair_${Date.now()}` });
    expect(sent.e, sent.m).toBe(0);
    const { instanceId } = sent.d;
    await withinOneSecond(async () => (await inboxOn(b)).list.some((todo) => todo.link.includes(instanceId)));
    expect(await badgeOn(b)).toBe(before + 1);
    const southInbox = await ask(b, '/api/todo/list', c.southStudent, {}, HOSTS.south);
    expect(southInbox.e).toBe(0);
    expect(southInbox.d.list.some((todo) => todo.link.includes(instanceId))).toBe(false);
    expect((await ask(b, '/api/todo/list', c.teacher, {}, HOSTS.south)).e).toBe(10013);

    const task = (await ask(b, '/workflow/api/tasks/backlog', c.teacher, { app: 'leave' })).d.list.find((t) => t.instanceId === instanceId);
    expect((await ask(b, '/workflow/api/task/approve', c.teacher, { id: task!.id, comment: '同意' })).e).toBe(0);
    await withinOneSecond(async () => !(await inboxOn(a)).list.some((todo) => todo.link.includes(instanceId)));
    expect(await badgeOn(a)).toBe(before);
    expect(await badgeOn(b)).toBe(before);
  });
});
