import { z } from 'zod';
import { get, signedIn } from '@quad/contracts/call';
import { text } from '@quad/contracts/fields';
import { idAnswer, listOf, okAnswer } from '@quad/contracts/shapes';

/**
 * Search history and favourite apps of the home pages and the application square. The original
 * product served search history under each school's home module (`xidianapp`, `csuapp`, `hnuapp`,
 * `bjutapp`, `appsetting`, `mashupapp`: add, del, list); they all answer here.
 */

const HOME_MODULES = ['xidianapp', 'csuapp', 'hnuapp', 'bjutapp', 'mashupapp'];
const aliases = (action: string) => HOME_MODULES.map((m) => `/${m}/wap/search/${action}`);

const appKey = z
  .string({ error: '请选择应用' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '应用标识不正确')
  .describe('应用标识');

export const ZSearchEntry = z.object({ id: z.string(), keyword: z.string(), created: z.number() });

export const findApps = get('/appsetting/wap/search/apps', '按名称（中文、拼音或首字母）或标识找应用：应用标识，不论本站是否启用', {
  access: 'public',
  input: z.object({ keyword: text('搜索词', 50) }),
  output: listOf(z.string().describe('应用标识')),
});

export const listSearches = signedIn.getOrPost('/appsetting/wap/search/list', '我的搜索历史（最近的在前）', {
  aliases: aliases('list'),
  output: listOf(ZSearchEntry),
});

export const addSearch = signedIn.post('/appsetting/wap/search/add', '记一条搜索历史（同一词只留最近一次）', {
  aliases: aliases('add'),
  input: z.object({ keyword: text('搜索词', 50) }),
  output: idAnswer,
});

export const deleteSearch = signedIn.post('/appsetting/wap/search/del', '删除一条搜索历史；不给 id 时清空', {
  aliases: aliases('del'),
  input: z.object({ id: z.string().trim().max(40).optional().describe('搜索历史编号，不填为全部') }),
  output: okAnswer,
});

export const listFavourites = signedIn.getOrPost('/appsetting/wap/favourite/list', '我收藏的应用（按我排的顺序）', {
  output: listOf(appKey),
});

export const addFavourite = signedIn.post('/appsetting/wap/favourite/add', '收藏应用（排在最后）', {
  input: z.object({ app: appKey }),
  output: okAnswer,
  errors: [1],
});

export const removeFavourite = signedIn.post('/appsetting/wap/favourite/remove', '取消收藏应用', {
  input: z.object({ app: appKey }),
  output: okAnswer,
});

export const sortFavourites = signedIn.post('/appsetting/wap/favourite/sort', '调整收藏应用的顺序（给出全部收藏的新顺序）', {
  encoding: 'json',
  input: z.object({ apps: z.array(appKey).max(100, '收藏最多100个') }),
  output: okAnswer,
});
