import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILE_PATH } from '@quad/contracts/exports';
import { call, HOSTS, serverForFile } from '@quad/server/test/harness';
import { nowSeconds } from '../ids';
import { KEEP_SECONDS } from './store';

const t = serverForFile(['admin', 'teacher', 'student', 'southAdmin']);
const { c } = t;
const PEOPLE = '/admin/api/users/export';

const start = (cookie: string, path = PEOPLE, query: Record<string, string> = {}, host: string = HOSTS.north) =>
  call(t.app, { url: '/api/exports/start', method: 'POST', cookie, host, json: { path, query } }).then((r) => r.json());
const status = (id: string, cookie: string, host: string = HOSTS.north) => call(t.app, { url: `/api/exports/status?id=${id}`, cookie, host }).then((r) => r.json());
const download = (id: string, cookie: string, host: string = HOSTS.north) => call(t.app, { url: `${EXPORT_FILE_PATH}?id=${id}`, cookie, host, headers: { 'x-requested-with': '' } });
/** The build job, run now with the test's clock (the poll is stopped, so nothing runs behind the test's back). */
const runBuilds = () => t.app.jobs.run('exports.build', nowSeconds());

const usersOf = async (site: string) =>
  (await t.platform.database.db.selectFrom('users').select(['username', 'realname']).where('site_id', '=', site).orderBy('username').execute());

async function workbookOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

beforeAll(async () => {
  await t.app.jobs.stop();
});

describe('background exports', () => {
  it('start → progress → done → the owner downloads every person of the site, in the import layout', async () => {
    const people = await usersOf('north');
    const started = await start(c.admin);
    expect(started).toMatchObject({ e: 0, d: { status: 'running', total: people.length, done: 0, file_name: '人员.xlsx', size: 0 } });
    const id: string = started.d.id;
    expect((await download(id, c.admin)).json()).toMatchObject({ e: 10004, m: '导出文件还没有生成好' });

    await runBuilds();
    const done = await status(id, c.admin);
    expect(done.d).toMatchObject({ status: 'done', total: people.length, done: people.length, message: '' });
    expect(done.d.size).toBeGreaterThan(0);
    expect(done.d.expires).toBeGreaterThan(nowSeconds() + KEEP_SECONDS - 60);

    const res = await download(id, c.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(Number(res.headers['content-length'])).toBe(done.d.size);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E4%BA%BA%E5%91%98.xlsx");
    const sheet = await workbookOf(res.rawPayload);
    expect((sheet.getRow(1).values as string[]).slice(1, 3)).toEqual(['账号', '姓名']);
    expect(sheet.rowCount).toBe(people.length + 1);
    const rows = sheet.getSheetValues().slice(2) as string[][];
    expect(rows.map((r) => [r[1], r[2]])).toEqual(people.map((p) => [p.username, p.realname]));
  });

  it('shows a job and its file to nobody but its owner on its own site', async () => {
    const { d } = await start(c.admin);
    await runBuilds();
    for (const [cookie, host] of [
      [c.teacher, HOSTS.north],
      [c.student, HOSTS.north],
      [c.southAdmin, HOSTS.south],
      // The owner's own cookie sent to another site is nobody there.
      [c.admin, HOSTS.south],
    ] as const) {
      expect((await status(d.id, cookie, host)).e).not.toBe(0);
      const res = await download(d.id, cookie, host);
      expect(res.json().e).not.toBe(0);
      expect(res.headers['content-type']).not.toContain('spreadsheetml');
    }
    expect((await status(d.id, c.southAdmin, HOSTS.south)).e).toBe(10004);
    expect((await download(d.id, c.teacher)).json()).toMatchObject({ e: 10004 });
  });

  it('builds each site its own people', async () => {
    const { d } = await start(c.southAdmin, PEOPLE, {}, HOSTS.south);
    await runBuilds();
    const sheet = await workbookOf((await download(d.id, c.southAdmin, HOSTS.south)).rawPayload);
    const south = await usersOf('south');
    expect(sheet.rowCount).toBe(south.length + 1);
    expect(sheet.getColumn(5).values).toContain('海洋科学学院');
    expect(sheet.getColumn(5).values).not.toContain('计算机学院');
  });

  it("builds the health console's list the same way, under the role page's own scope", async () => {
    const query = { group: 'epideState', role: 'manager', status: 'all' };
    expect(await start(c.teacher, '/ncov/api/views/export', query)).toMatchObject({ m: '无权查看' });
    const { d } = await start(c.admin, '/ncov/api/views/export', query);
    await runBuilds();
    expect((await status(d.id, c.admin)).d).toMatchObject({ status: 'done', done: d.total });
    const sheet = await workbookOf((await download(d.id, c.admin)).rawPayload);
    expect(sheet.name).toBe('名单');
    expect((sheet.getRow(1).values as string[]).slice(1, 3)).toEqual(['姓名', '学工号']);
    expect(sheet.rowCount).toBe(d.total + 1);
  });

  it('refuses as the link would: no permission, no such export, a bad query', async () => {
    expect(await start(c.student)).toMatchObject({ e: 10003 });
    expect(await start(c.admin, '/admin/api/users/list')).toMatchObject({ e: 10004, m: '没有这项导出' });
    expect(await start(c.admin, '/forms/api/results/export', { id: '../x' })).toMatchObject({ e: 10022 });
    expect(await start(c.admin, '/forms/api/results/export', { id: 'nosuchform' })).toMatchObject({ e: 10004 });
  });

  it('records a refusal met while building (the form deleted since the start) for its owner to read', async () => {
    const { d } = await start(c.admin);
    // As if it had been started for a form deleted since: the job plans again, as the owner, and is refused.
    await t.platform.database.db.updateTable('export_jobs').set({ path: '/forms/api/results/export', query: JSON.stringify({ id: 'gone' }) }).where('id', '=', d.id).execute();
    await runBuilds();
    const failed = (await status(d.id, c.admin)).d;
    expect(failed).toMatchObject({ status: 'error', message: '表单不存在或已被删除' });
    // A failed export is cleaned up in time as a finished one is.
    await t.app.jobs.run('exports.expire', failed.expires);
    expect(await status(d.id, c.admin)).toMatchObject({ e: 10004 });
  });

  it('removes the file when it expires', async () => {
    const { d } = await start(c.admin);
    await runBuilds();
    const row = await t.platform.database.db.selectFrom('export_jobs').select('file_path').where('site_id', '=', 'north').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(await t.platform.storage.size('north', row.file_path)).toBeGreaterThan(0);
    await t.app.jobs.run('exports.expire', nowSeconds() + KEEP_SECONDS + 1);
    expect(await t.platform.storage.size('north', row.file_path)).toBeUndefined();
    expect(await status(d.id, c.admin)).toMatchObject({ e: 10004 });
  });
});
