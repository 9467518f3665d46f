import { afterEach, describe, expect, it } from 'vitest';
import { pullRows } from './index';
import { startFakeSchool, type TFakeSchool } from './fake-school';
import { expectedStudents, restConfig, students } from './rows-test-kit';

let school: TFakeSchool | undefined;
afterEach(async () => {
  await school?.stop();
  school = undefined;
});

describe('REST connector paging', () => {
  const modes = [
    { mode: 'page', paging: { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 500, startAt: 1 } },
    { mode: 'offset', paging: { mode: 'offset', offsetParam: 'offset', limitParam: 'limit', size: 500 } },
    { mode: 'cursor', paging: { mode: 'cursor', cursorParam: 'cursor', nextPath: 'data.nextCursor' } },
  ] as const;

  it.each(modes)('brings every row exactly once in $mode mode', async ({ mode, paging }) => {
    school = await startFakeSchool({ rows: students(2503), mode, pageSize: 500 });
    const rows = await pullRows(restConfig(school.url, { paging, totalPath: 'data.total' }));
    expect(rows).toEqual(expectedStudents(2503));
    // Five full pages and a short one: the short page ends the pull, no empty page is asked for.
    expect(school.requests).toHaveLength(6);
  });

  it('asks once more when the rows fill the last page exactly, and stops on the empty page', async () => {
    school = await startFakeSchool({ rows: students(1000), mode: 'page', pageSize: 500 });
    const paging = { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 500, startAt: 1 };
    expect(await pullRows(restConfig(school.url, { paging }))).toHaveLength(1000);
    expect(school.requests.map((r) => r.params.pageNum)).toEqual(['1', '2', '3']);
  });

  it('reads an unpaged list in one request', async () => {
    school = await startFakeSchool({ rows: students(30), mode: 'none' });
    expect(await pullRows(restConfig(school.url))).toEqual(expectedStudents(30));
    expect(school.requests).toHaveLength(1);
  });

  it('reads an answer that is the list itself', async () => {
    school = await startFakeSchool({ rows: students(5), mode: 'none', behaviour: 'bare' });
    const config = restConfig(school.url, { rowsPath: undefined, successPath: undefined, successValue: undefined });
    expect(await pullRows(config)).toEqual(expectedStudents(5));
  });

  it('compares the success flag as text, so "0" matches a code sent as 0', async () => {
    school = await startFakeSchool({ rows: students(3), mode: 'none' });
    expect(await pullRows(restConfig(school.url, { successValue: '0' }))).toHaveLength(3);
  });

  it('sends POST paging in a JSON body, with the configured headers and query', async () => {
    school = await startFakeSchool({ rows: students(120), mode: 'page', pageSize: 50, token: 's3cret' });
    const config = restConfig(school.url, {
      method: 'POST',
      headers: { Authorization: 'Bearer s3cret' },
      query: { xn: '2026-2027', xq: '1' },
      paging: { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 50, startAt: 1 },
    });
    expect(await pullRows(config)).toEqual(expectedStudents(120));
    expect(school.requests.map((r) => [r.method, r.params])).toEqual(
      [1, 2, 3].map((page) => ['POST', { xn: '2026-2027', xq: '1', pageNum: String(page), pageSize: '50' }]),
    );
  });

  it('counts pages from 0 when the system does', async () => {
    school = await startFakeSchool({ rows: students(3), mode: 'none' });
    const paging = { mode: 'page', pageParam: 'p', sizeParam: 'limit', size: 4, startAt: 0 };
    await pullRows(restConfig(school.url, { paging }));
    expect(school.requests.map((r) => r.params)).toEqual([{ p: '0', limit: '4' }]);
  });
});

describe('REST connector field mapping', () => {
  it('follows nested paths and array indexes, and gives null for a missing path', async () => {
    const rows = [
      { xh: '1', info: { xm: '张三' } },
      { xh: '2', info: null, extra: { deep: [{ v: 0 }] } },
    ];
    school = await startFakeSchool({ rows, mode: 'none' });
    const fields = { studentNo: 'xh', name: 'info.xm', deep: 'extra.deep.0.v', proto: 'constructor.name' };
    expect(await pullRows(restConfig(school.url, { fields }))).toEqual([
      { studentNo: '1', name: '张三', deep: null, proto: null },
      { studentNo: '2', name: null, deep: 0, proto: null },
    ]);
  });
});
