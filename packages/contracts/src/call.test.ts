import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { callsFor, defineCall, get, post, signedIn, type TCallInput } from './call';
import { anyInput, idInput, okAnswer } from './shapes';

describe('the codes a call answers', () => {
  it('adds to a session call about one record: not signed in, no permission, password change first, bad fields, not found', () => {
    const call = post('/x/wap/thing/delete', '删除', { access: 'session', input: idInput(z.string()), output: okAnswer });
    expect(call.errors).toEqual([10003, 10004, 10013, 10022, 10028]);
  });

  it('keeps a call’s own codes beside the implied ones, once each and in order', () => {
    const call = post('/x/api/thing/save', '保存', { access: { app: 'x' }, input: z.object({ name: z.string() }), output: okAnswer, errors: [10022, 1, 10009] });
    expect(call.errors).toEqual([1, 10003, 10009, 10013, 10022, 10028]);
  });

  it('adds nothing to a public call that reads no field, and no 10028 to one open before the password change', () => {
    expect(get('/x/wap/thing/ping', '在线', { access: 'public', input: anyInput, output: okAnswer }).errors).toEqual([]);
    const whoAmI = get('/x/wap/user/me', '我是谁', { access: 'session', input: anyInput, output: okAnswer, beforePasswordChange: true });
    expect(whoAmI.errors).toEqual([10003, 10013]);
  });

  it('counts a multipart call’s file as a field, and an id that is not `idInput`’s (an optional one) as no promise of 10004', () => {
    const upload = defineCall({ method: 'POST', path: '/x/api/file', summary: '上传', access: 'public', encoding: 'multipart', input: anyInput, output: okAnswer });
    expect(upload.errors).toEqual([10022]);
    const clear = post('/x/wap/history/del', '清空', { access: 'session', input: z.object({ id: z.string().optional() }), output: okAnswer });
    expect(clear.errors).not.toContain(10004);
  });
});

describe('a family of calls (callsFor)', () => {
  const publisher = callsFor({ app: 'notice', module: 'publish' });

  it('gives each call the family’s access, and about(id) its id input too, typed for the pages', () => {
    const save = publisher.post('/x/wap/manage/save', '保存', { input: z.object({ title: z.string() }), output: okAnswer });
    expect(save).toMatchObject({ method: 'POST', path: '/x/wap/manage/save', access: { app: 'notice', module: 'publish' } });
    expectTypeOf<TCallInput<typeof save>>().toEqualTypeOf<{ title: string }>();
    const withdraw = publisher.about(z.string()).post('/x/wap/manage/withdraw', '撤回', { output: okAnswer });
    expect(withdraw.input.parse({ id: 'n1', other: 1 })).toEqual({ id: 'n1' });
    expect(withdraw.errors).toContain(10004);
    expectTypeOf<TCallInput<typeof withdraw>>().toEqualTypeOf<{ id: string }>();
  });

  it('declares reads as the route table does (getOrPost also answers POST), and a call that reads nothing takes anything', () => {
    const read = signedIn.getOrPost('/x/wap/default/unread', '未读数', { output: okAnswer });
    expect(read).toMatchObject({ method: 'GET', alsoMethods: ['POST'], access: 'session', input: anyInput });
    expect(read.input.parse({ _: 1 })).toEqual({ _: 1 });
    expectTypeOf<TCallInput<typeof read>>().toEqualTypeOf<{ [k: string]: unknown }>();
  });
});
