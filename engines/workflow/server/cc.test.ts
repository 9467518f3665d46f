import { describe, expect, it } from 'vitest';
import { HOSTS } from '@quad/server/test/harness';
import { workflowKit } from './workflow-test-kit';

const k = workflowKit();
const A = '2024010002';
const B = '2024010003';
const C = '2024020004';

type TCcPage = { list: { instanceId: string; read: number; from: string }[]; total: number; unread: number };
const ccOf = async (who: typeof B | typeof C, input: Record<string, unknown> = {}) =>
  (await k.as(who, '/workflow/api/cc/list', input)).d as unknown as TCcPage;

describe('抄送 (cc) with read marks', () => {
  it('the approver copies a request to two people: they may read it, it waits unread in 抄送我的 until opened, and the instance shows who read it', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    expect((await k.as(B, '/workflow/api/instance/detail', { id })).e).toBe(10004);

    const sent = await k.as(A, '/workflow/api/instance/cc', { id, people: [await k.idOf(B), await k.idOf(C)], comment: '请知悉' });
    expect(sent).toMatchObject({ e: 0, d: { sent: 2 } });
    const before = await ccOf(B);
    expect(before.list.find((l) => l.instanceId === id)).toMatchObject({ read: 0 });
    expect(before.unread).toBeGreaterThanOrEqual(1);
    expect((await ccOf(B, { unread: true })).list.some((l) => l.instanceId === id)).toBe(true);

    const seen = await k.detail(B, id);
    expect(seen.myTask).toBeNull();
    expect(seen.log.find((l) => l.action === 'cc')?.detail).toMatch(/^抄送给 .+、.+/);
    const after = await ccOf(B);
    expect(after.list.find((l) => l.instanceId === id)?.read).toBeGreaterThan(0);
    expect(after.unread).toBe(before.unread - 1);
    expect((await ccOf(B, { unread: true })).list.some((l) => l.instanceId === id)).toBe(false);

    const readers = ((await k.as(A, '/workflow/api/instance/detail', { id })).d.cc as { id: string; read: number }[]).map((r) => [
      r.id,
      r.read > 0,
    ]);
    expect(readers).toEqual([
      [await k.idOf(B), true],
      [await k.idOf(C), false],
    ]);
    const inbox = (await k.as(C, '/message/wap/default/list', {})).d as { list?: { title: string }[] };
    expect(JSON.stringify(inbox)).toContain('抄送：');
  });

  it('copying the same person again sends nothing twice; a CC reader holds no task and cannot decide', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    expect((await k.as(A, '/workflow/api/instance/cc', { id, people: [await k.idOf(B)] })).d).toEqual({ sent: 1 });
    expect((await k.as(A, '/workflow/api/instance/cc', { id, people: [await k.idOf(B)] })).d).toEqual({ sent: 0 });
    expect((await ccOf(B)).list.filter((l) => l.instanceId === id)).toHaveLength(1);
    expect((await k.detail(B, id)).myTask).toBeNull();
    expect((await k.as(B, '/workflow/api/task/approve', { id: await k.taskOf(A, id) })).e).not.toBe(0);
    expect(await k.statusOf(id)).toBe('running');
  });

  it('refuses nobody, myself, unknown people and another site’s instance, writing nothing', async () => {
    const key = await k.flow([{ key: 'one', assignee: await k.people(A) }]);
    const id = await k.start(key);
    const none = await k.as(A, '/workflow/api/instance/cc', { id, people: [] });
    expect(none.e).not.toBe(0);
    expect(none.m).toMatch(/抄送人/);
    expect(await k.as(A, '/workflow/api/instance/cc', { id, people: [await k.idOf(A)] })).toMatchObject({ e: 1, m: '不能抄送给自己' });
    expect(await k.as(A, '/workflow/api/instance/cc', { id, people: ['nobody123'] })).toMatchObject({ e: 1, m: '所选人员不存在或已停用' });
    expect((await k.as(C, '/workflow/api/instance/cc', { id, people: [await k.idOf(B)] })).e).toBe(10004);
    expect((await k.ask('/workflow/api/instance/cc', k.t.c.southAdmin, { id, people: [await k.idOf(B)] }, HOSTS.south)).e).toBe(10004);
    expect((await k.ask('/workflow/api/cc/list', k.t.c.southStudent, {}, HOSTS.south)).d).toMatchObject({ total: 0, unread: 0 });
    expect((await k.as(A, '/workflow/api/instance/detail', { id })).d.cc).toEqual([]);
  });
});
