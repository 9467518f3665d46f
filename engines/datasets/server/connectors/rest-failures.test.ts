import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError, pullRows, type TPullOptions } from './index';
import { startFakeSchool, type TFakeSchoolOptions, type TFakeSchool } from './fake-school';
import { restConfig, students } from './rows-test-kit';

let school: TFakeSchool | undefined;
afterEach(async () => {
  await school?.stop();
  school = undefined;
});

const pagedBy500 = { mode: 'page', pageParam: 'pageNum', sizeParam: 'pageSize', size: 500, startAt: 1 } as const;

/** The failure of a pull from a fake school set up with `fake`, as `{ reason, message }`. */
async function failure(fake: Partial<TFakeSchoolOptions>, extra: Record<string, unknown> = {}, options?: TPullOptions) {
  school = await startFakeSchool({ rows: students(2503), mode: 'page', pageSize: 500, ...fake });
  const error = await pullRows(restConfig(school.url, { paging: pagedBy500, ...extra }), options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  const { reason, message } = error as ConnectorError;
  return { reason, message };
}

describe('REST connector failures', () => {
  it('refuses an answer that is not JSON, naming the page', async () => {
    expect(await failure({ behaviour: 'garbage', goodRequests: 2 })).toEqual({
      reason: 'not-json',
      message: '学校系统返回的不是 JSON（第 3 页）',
    });
  });

  it('reports an HTTP error status', async () => {
    expect(await failure({ behaviour: 'http500' })).toEqual({ reason: 'http-status', message: '学校系统返回错误：HTTP 500（第 1 页）' });
  });

  it('reports a missing token as the HTTP status the system answers', async () => {
    expect(await failure({ token: 'right' }, { headers: { Authorization: 'Bearer wrong' } })).toMatchObject({
      message: '学校系统返回错误：HTTP 401（第 1 页）',
    });
  });

  it('gives up on a slow system after the request timeout', async () => {
    const started = Date.now();
    expect(await failure({ behaviour: 'slow', delayMs: 3000 }, {}, { timeoutMs: 300 })).toEqual({
      reason: 'timeout',
      message: '学校系统无响应（超时 0.3 秒，第 1 页）',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a system that stops halfway through its answer', async () => {
    expect(await failure({ behaviour: 'hang', goodRequests: 1 }, {}, { timeoutMs: 300 })).toEqual({
      reason: 'timeout',
      message: '学校系统无响应（超时 0.3 秒，第 2 页）',
    });
  });

  it('stops the whole pull at the total timeout', async () => {
    expect(await failure({ behaviour: 'slow', delayMs: 150 }, {}, { timeoutMs: 5000, totalTimeoutMs: 400 })).toEqual({
      reason: 'timeout',
      message: '读取学校系统超时（超过 0.4 秒仍未读完）',
    });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await failure({ behaviour: 'hang' }, {}, { signal: controller.signal })).toEqual({ reason: 'aborted', message: '读取已取消' });
  });

  it('reports a refusal with the system own words when the success code does not match', async () => {
    expect(await failure({ behaviour: 'refuse' })).toEqual({
      reason: 'refused',
      message: '学校系统拒绝了请求：code 为 40001，令牌已过期（第 1 页）',
    });
  });

  it('reports an answer without the success flag', async () => {
    expect(await failure({}, { successPath: 'status' })).toEqual({
      reason: 'bad-answer',
      message: '学校系统的回答中没有成功标志 status（第 1 页）',
    });
  });

  it('fails at maxRows instead of cutting the dataset short', async () => {
    expect(await failure({}, {}, { maxRows: 1000 })).toEqual({
      reason: 'too-many-rows',
      message: '学校系统返回的数据超过 1000 行上限，已停止读取',
    });
    expect(school?.requests).toHaveLength(3);
  });

  it('stops a system that always answers a full page at the page cap', async () => {
    expect(await failure({ behaviour: 'endless' }, {}, { maxPages: 20 })).toEqual({
      reason: 'too-many-pages',
      message: '学校系统翻页超过 20 页仍未结束，已停止读取',
    });
    expect(school?.requests).toHaveLength(20);
  });

  it('stops a cursor that repeats itself', async () => {
    school = await startFakeSchool({ rows: students(10), mode: 'none' });
    const paging = { mode: 'cursor', cursorParam: 'cursor', nextPath: 'msg' };
    await expect(pullRows(restConfig(school.url, { paging }))).rejects.toMatchObject({
      reason: 'bad-answer',
      message: '学校系统返回了重复的下一页标记（第 2 页），已停止读取',
    });
  });

  it('refuses pages longer than the page size: the system ignored the paging parameters', async () => {
    const paging = { ...pagedBy500, sizeParam: 'size', size: 100 };
    expect(await failure({}, { paging })).toEqual({
      reason: 'bad-answer',
      message: '学校系统每页返回了 500 行，多于设置的每页条数 100（第 1 页），请检查分页参数名',
    });
  });

  it('notices rows missing against the system total when its page cap is below the page size', async () => {
    expect(await failure({ pageSize: 200 }, { totalPath: 'data.total' })).toEqual({
      reason: 'incomplete',
      message: '学校系统报告共 2503 行，实际读到 200 行，请检查每页条数是否超过系统上限',
    });
  });

  it('reports an answer without the row list', async () => {
    expect(await failure({}, { rowsPath: 'data.rows' })).toEqual({
      reason: 'bad-answer',
      message: '学校系统的回答中没有数据列表 data.rows（第 1 页）',
    });
  });

  it('reports a row that is not an object', async () => {
    expect(await failure({ rows: [{ xh: '1' }, 'oops' as never], mode: 'none' }, { paging: { mode: 'none' } })).toEqual({
      reason: 'bad-row',
      message: '学校系统返回的第 2 行不是对象（第 1 页）',
    });
  });

  it('reports a system nobody answers at', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(pullRows(restConfig(`http://127.0.0.1:${port}/api`))).rejects.toMatchObject({
      reason: 'unreachable',
      message: '无法连接学校系统：ECONNREFUSED（第 1 页）',
    });
  });
});
