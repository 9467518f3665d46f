import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OK_MESSAGE } from '@quad/contracts/errors';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
import { currentUserId, isXhr, notLoggedIn, redirectToLogin } from '@quad/platform/server/http/context';
import { registerPage, type TPage } from '@quad/platform/server/http/pages';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { getDailyRecord, getOriginalReport, saveDailyRecord, saveOriginalReport, ZOriginalDay } from '../../contract-protocol';
import { loadReporter, reportState } from '../report/service';
import { renderOriginalPage } from './presenter-page';
import { latestRecord, originalDay, requireToday, saveFlat } from './service';
import { registerAliasRoutes } from './routes-aliases';

const reporter = ({ siteDb, site, userId }: Pick<TCallContext<unknown>, 'siteDb' | 'site' | 'userId'>) => loadReporter(siteDb, site, userId, nowSeconds());

const INDEX_PAGE: Omit<TPage, 'path'> = {
  method: 'GET',
  summary:
    '原接口：每日上报页。浏览器打开得到 HTML（内联脚本含 var def = {...}; 与 oldInfo: {...},，随后跳到本站的每日上报页）；带 X-Requested-With: XMLHttpRequest 得到 d.info、d.oldInfo、d.uinfo、d.date、d.hasFlag；未登录时浏览器跳到登录页，脚本得到 10013',
  access: 'session',
  produces: ['html', 'redirect', 'envelope'],
  output: ZOriginalDay,
};

/** One page, two renderings (§2.1): the envelope for XHR, the original HTML for everything else. */
async function serveIndex(request: FastifyRequest, reply: FastifyReply) {
  const userId = await currentUserId(request);
  if (!userId) {
    if (isXhr(request)) throw notLoggedIn(request);
    return redirectToLogin(request, reply);
  }
  const r = await reporter({ siteDb: request.siteDb, site: request.site, userId });
  if (isXhr(request)) return { e: 0, m: OK_MESSAGE, d: await originalDay(r) };
  const state = await reportState(r);
  const html = renderOriginalPage({
    def: state.def,
    oldInfo: state.oldInfo,
    realname: state.profile.realname,
    number: state.profile.number,
    phonePage: `${request.site.basePath}ncov/index`,
  });
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The daily report at the original product's paths (original-protocol.md §2.3), for its scripts and apps. */
export function registerProtocolRoutes(app: FastifyInstance, _platform: TPlatform): void {
  for (const path of ['/ncov/wap/default/index', '/ncov/wap/default']) registerPage(app, { ...INDEX_PAGE, path }, serveIndex);

  registerCall(app, getOriginalReport, async (ctx) => originalDay(await reporter(ctx)));
  // Fudan's `code` (captcha) is read and ignored: there is no captcha.
  registerCall(app, saveOriginalReport, async (ctx) => saveFlat(await reporter(ctx), ctx.input));

  registerCall(app, getDailyRecord, async (ctx) => latestRecord(await reporter(ctx)));
  registerCall(app, saveDailyRecord, async (ctx) => {
    const r = await reporter(ctx);
    requireToday(r, ctx.input.date);
    return saveFlat(r, ctx.input);
  });

  registerAliasRoutes(app);
}
