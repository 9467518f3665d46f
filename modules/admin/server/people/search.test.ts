import { describe, expect, it } from 'vitest';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';

/** The people and department searches of the console: by name in Chinese, full pinyin or initials. */
const t = serverForFile(['admin', 'southAdmin']);
const { c } = t;

const ask = (url: string, cookie: string, host: string = HOSTS.north, form?: Record<string, string>) =>
  call(t.app, { url, cookie, host, form }).then((r) => r.json());
const save = async (form: Record<string, string>, cookie = c.admin, host: string = HOSTS.north) => {
  const saved = await ask('/admin/api/users/save', cookie, host, form);
  expect(saved.e).toBe(0);
  return saved.d.uid as string;
};
const found = async (q: string, cookie = c.admin, host: string = HOSTS.north) => {
  const list = await ask(`/admin/api/users/list?size=200&q=${encodeURIComponent(q)}`, cookie, host);
  expect(list.e).toBe(0);
  return (list.d.list as { uid: string; realname: string }[]).map((u) => u.realname);
};

describe('people by pinyin', () => {
  it('find 张三 by zs, zhangs, zhangsan, 张三 and mixed case or spaces, not 赵四 or 李四', async () => {
    await save({ username: 'zhangsan', realname: '张三', type: 'student' });
    await save({ username: 'zhaosi', realname: '赵四', type: 'student' });
    await save({ username: 'lisi', realname: '李四', type: 'student' });
    for (const q of ['zs', 'zhangs', 'zhangsan', '张三', 'ZhangSan', 'zhang san', '张san']) expect(await found(q), q).toContain('张三');
    for (const q of ['zhangs', 'zhangsan', '张三']) expect(await found(q), q).not.toContain('赵四');
    expect(await found('zs')).not.toContain('李四');
    // Initials are the initials: 赵四 is zs as well.
    expect(await found('zs')).toContain('赵四');
    expect(await found('lisi')).toEqual(['李四']);
  });

  it('read a surname as a surname (单 shan)', async () => {
    await save({ username: 'shanxx', realname: '单雄信', type: 'staff' });
    expect(await found('shanxiongxin')).toEqual(['单雄信']);
    expect(await found('sxx')).toContain('单雄信');
  });

  it('find a renamed person by the new name only', async () => {
    const uid = await save({ username: 'renamed', realname: '钱多多', type: 'student' });
    expect(await found('qianduoduo')).toEqual(['钱多多']);
    await save({ uid, username: 'renamed', realname: '孙悟空', type: 'student' });
    expect(await found('qianduoduo')).toEqual([]);
    expect(await found('钱多多')).toEqual([]);
    expect(await found('swk')).toEqual(['孙悟空']);
    expect(await found('sunwukong')).toEqual(['孙悟空']);
  });

  it('keep the number and account searches', async () => {
    expect(await found('2024010002')).toHaveLength(1);
    expect(await found('teacher')).toEqual(['教师演示账号']);
  });

  it('never show another site’s people, and another site’s session finds nothing here', async () => {
    await save({ username: 'southzhang', realname: '张三丰', type: 'teacher' }, c.southAdmin, HOSTS.south);
    expect(await found('zhangsanfeng')).toEqual([]);
    expect(await found('zhangsanfeng', c.southAdmin, HOSTS.south)).toEqual(['张三丰']);
    expect(await found('zhangsan', c.southAdmin, HOSTS.south)).toEqual(['张三丰']);
    // North's session is nobody on south.
    expect((await ask('/admin/api/users/list?q=zs', c.admin, HOSTS.south)).e).not.toBe(0);
  });
});

describe('departments by pinyin', () => {
  const departments = async (q: string, cookie = c.admin, host: string = HOSTS.north) => {
    const list = await ask(`/admin/api/departments/list?q=${encodeURIComponent(q)}`, cookie, host);
    expect(list.e).toBe(0);
    return (list.d.list as { id: string; name: string; members: number }[]).map((d) => d.name);
  };

  it('find a department by initials and full pinyin, a renamed one by its new name, a deleted one not at all', async () => {
    const made = await ask('/admin/api/departments/save', c.admin, HOSTS.north, { name: '机械工程学院', kind: 'department' });
    expect(made.e).toBe(0);
    expect(await departments('jxgcxy')).toEqual(['机械工程学院']);
    expect(await departments('jixie')).toEqual(['机械工程学院']);
    expect(await departments('gcxy')).toContain('机械工程学院');
    await ask('/admin/api/departments/save', c.admin, HOSTS.north, { id: made.d.id, name: '航空航天学院', kind: 'department' });
    expect(await departments('jxgc')).toEqual([]);
    expect(await departments('hkht')).toEqual(['航空航天学院']);
    expect((await ask('/admin/api/departments/delete', c.admin, HOSTS.north, { id: made.d.id })).e).toBe(0);
    expect(await departments('hkht')).toEqual([]);
  });

  it('find the demo departments, backfilled or seeded, with their member counts, and only this site’s', async () => {
    const all = (await ask('/admin/api/departments/list', c.admin)).d.list as { name: string; kind: string; members: number }[];
    const first = all.find((d) => d.kind === 'department')!;
    expect(await departments(first.name)).toContain(first.name);
    const southMade = await ask('/admin/api/departments/save', c.southAdmin, HOSTS.south, { name: '南溪考古学院', kind: 'department' });
    expect(southMade.e).toBe(0);
    expect(await departments('nxkg')).toEqual([]);
    expect(await departments('nxkg', c.southAdmin, HOSTS.south)).toEqual(['南溪考古学院']);
  });
});
