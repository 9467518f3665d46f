import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, HOSTS, login, type TTestApp } from '@quad/server/test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TList = { e: number; d: { list: { id: string; title: string; pinned: boolean }[]; total: number; unread: number } };
const noticesOf = async (host: string) => {
  const cookie = await login(t.app, 'student', 'student123', host);
  return (await call(t.app, { url: '/notice/wap/default/list', cookie, host })).json() as TList;
};

describe('the demo notices', () => {
  it('give every demo school a notice list, pinned first and unread, each school its own', async () => {
    const north = await noticesOf(HOSTS.north);
    expect(north.d.total).toBe(2);
    expect(north.d.unread).toBe(2);
    expect(north.d.list[0]).toMatchObject({ title: '关于寒假放假及春季学期开学安排的通知', pinned: true });
    const south = await noticesOf(HOSTS.south);
    expect(south.d.total).toBe(2);
    const northIds = new Set(north.d.list.map((n) => n.id));
    expect(south.d.list.some((n) => northIds.has(n.id))).toBe(false);
  });

  it('pop nothing up: none of them is must-read', async () => {
    const cookie = await login(t.app, 'student', 'student123');
    expect((await call(t.app, { url: '/notice/wap/default/pending', cookie })).json().d.list).toEqual([]);
  });
});
