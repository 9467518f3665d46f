import type { TPaging, TRestConnector } from '../../connector-config';
import { ConnectorError, pageMessage } from './errors';
import { isRecord, mapRow, valueAt } from './field-mapping';
import { tooManyRows, type TLimits } from './limits';
import { fetchPage, type TPageRequest } from './rest-request';

/** The paging parameters of the `page`-th request (from 1); `cursor` is the previous answer's. */
function pagingParams(paging: TPaging, page: number, cursor: string | undefined): Record<string, string | number> {
  switch (paging.mode) {
    case 'none':
      return {};
    case 'page':
      return { [paging.pageParam]: paging.startAt + page - 1, [paging.sizeParam]: paging.size };
    case 'offset':
      return { [paging.offsetParam]: (page - 1) * paging.size, [paging.limitParam]: paging.size };
    case 'cursor':
      return cursor === undefined ? {} : { [paging.cursorParam]: cursor };
  }
}

/** GET carries the paging in the query; POST in a JSON body, as such APIs usually take it. */
function requestOf(config: TRestConnector, params: Record<string, string | number>): TPageRequest {
  const url = new URL(config.url);
  for (const [name, value] of Object.entries(config.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json', ...config.headers };
  if (config.method !== 'POST') {
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    return { url, method: 'GET', headers };
  }
  return { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(params) };
}

/** The flag is compared as text: systems send their code as 0 or "0" alike, sometimes both across versions. */
function checkSuccess(config: TRestConnector, answer: unknown, where: string): void {
  if (config.successPath === undefined) return;
  const flag = valueAt(answer, config.successPath);
  if (flag === undefined) throw new ConnectorError('bad-answer', `学校系统的回答中没有成功标志 ${config.successPath}（${where}）`);
  if (String(flag) === String(config.successValue)) return;
  // Most systems explain a refusal in `msg` or `message`: the office reads it to fix the token or query.
  const said = isRecord(answer) ? [answer.msg, answer.message].find((m) => typeof m === 'string' && m) : undefined;
  const shown = `${config.successPath} 为 ${JSON.stringify(flag)}${said ? `，${String(said)}` : ''}`;
  throw new ConnectorError('refused', `学校系统拒绝了请求：${shown}（${where}）`.slice(0, 300));
}

/** The cursor for the next page, or undefined when the answer says there is none. */
function nextCursor(paging: Extract<TPaging, { mode: 'cursor' }>, answer: unknown, previous: string | undefined, where: string) {
  const next = valueAt(answer, paging.nextPath);
  if (next === undefined || next === null || next === '' || next === false) return undefined;
  if (typeof next !== 'string' && typeof next !== 'number')
    throw new ConnectorError('bad-answer', `学校系统返回的下一页标记 ${paging.nextPath} 不是文字或数字（${where}）`);
  if (String(next) === previous) throw new ConnectorError('bad-answer', `学校系统返回了重复的下一页标记（${where}），已停止读取`);
  return String(next);
}

function totalOf(config: TRestConnector, answer: unknown, where: string): number | undefined {
  if (config.totalPath === undefined) return undefined;
  const raw = valueAt(answer, config.totalPath);
  const total = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
  if (!Number.isInteger(total) || total < 0)
    throw new ConnectorError('bad-answer', `学校系统的回答中没有总条数 ${config.totalPath}（${where}）`);
  return total;
}

/**
 * Every row of a REST/JSON API, mapped to the dataset's columns, page after page until an empty or
 * short page or no next cursor. A page longer than the page size means the system ignored the paging
 * parameters (offsets would then overlap): that fails rather than risk duplicate rows.
 */
export async function pullRest(config: TRestConnector, limits: TLimits): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  let total: number | undefined;
  for (let page = 1; ; page++) {
    if (page > limits.maxPages) throw new ConnectorError('too-many-pages', `学校系统翻页超过 ${limits.maxPages} 页仍未结束，已停止读取`);
    const where = pageMessage(page);
    const answer = await fetchPage(requestOf(config, pagingParams(config.paging, page, cursor)), page, limits);
    checkSuccess(config, answer, where);
    if (page === 1) total = totalOf(config, answer, where);
    const list = config.rowsPath === undefined ? answer : valueAt(answer, config.rowsPath);
    if (!Array.isArray(list))
      throw new ConnectorError(
        'bad-answer',
        config.rowsPath === undefined
          ? `学校系统的回答不是数据列表（${where}）`
          : `学校系统的回答中没有数据列表 ${config.rowsPath}（${where}）`,
      );
    for (const [index, source] of list.entries()) {
      if (!isRecord(source)) throw new ConnectorError('bad-row', `学校系统返回的第 ${index + 1} 行不是对象（${where}）`);
      if (rows.length >= limits.maxRows) throw tooManyRows(limits.maxRows);
      rows.push(mapRow(source, config.fields));
    }
    const paging = config.paging;
    if (paging.mode === 'page' || paging.mode === 'offset') {
      if (list.length > paging.size)
        throw new ConnectorError(
          'bad-answer',
          `学校系统每页返回了 ${list.length} 行，多于设置的每页条数 ${paging.size}（${where}），请检查分页参数名`,
        );
      if (list.length < paging.size) break;
    } else if (paging.mode === 'cursor') {
      cursor = list.length === 0 ? undefined : nextCursor(paging, answer, cursor, where);
      if (cursor === undefined) break;
    } else {
      break;
    }
  }
  if (total !== undefined && total !== rows.length)
    throw new ConnectorError('incomplete', `学校系统报告共 ${total} 行，实际读到 ${rows.length} 行，请检查每页条数是否超过系统上限`);
  return rows;
}
