import { describe, expect, it } from 'vitest';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { identitySearchKeysMigration } from './search';

const t = serverForFile(['admin', 'southAdmin']);

const names = async (url: string, cookie: string, host: string = HOSTS.north) => {
  const answer = (await call(t.app, { url, cookie, host })).json();
  expect(answer.e).toBe(0);
  return (answer.d.list as { realname?: string; name?: string }[]).map((row) => row.realname ?? row.name);
};

describe('search keys of people and departments written before search existed', () => {
  it('are made by the migration, for every site', async () => {
    const db = t.platform.database.db;
    await db.deleteFrom('search_terms').execute();
    expect(await names('/admin/api/users/list?q=jsyszh', t.c.admin)).toEqual([]);
    expect(await names('/admin/api/departments/list?q=jsjxy', t.c.admin)).toEqual([]);

    await identitySearchKeysMigration.up(db, t.platform.database.dialect);

    expect(await names('/admin/api/users/list?q=jsyszh', t.c.admin)).toEqual(['教师演示账号']);
    expect(await names('/admin/api/users/list?q=jiaoshi', t.c.southAdmin, HOSTS.south)).toEqual(['教师演示账号']);
    expect(await names('/admin/api/departments/list?q=jsjxy', t.c.admin)).toEqual(['计算机学院']);
    expect((await names('/admin/api/departments/list?q=haiyang', t.c.southAdmin, HOSTS.south)).sort()).toEqual(['海洋2401班', '海洋科学学院']);
    expect(await names('/admin/api/departments/list?q=haiyang', t.c.admin)).toEqual([]);
  });
});
