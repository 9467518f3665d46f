import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCall } from '@quad/platform/server/http/calls';
import { cookieOptions, SESSION_COOKIE } from '@quad/platform/server/http/context';
import { registerPage, type TPage } from '@quad/platform/server/http/pages';
import { clearSessionCookies, setSessionCookies } from '@quad/platform/server/http/session-cookies';
import { deleteSession, endSessionOf, openSessionsOf } from '@quad/platform/server/identity/sessions';
import { loadPermissionMap } from '@quad/platform/server/identity/permissions';
import { randomToken } from '@quad/platform/server/ids';
import { notFound } from '@quad/platform/server/errors';
import { getAllAuth, getUserName } from '@quad/contracts/session-calls';
import { changePassword, endMySession, getInfo, listIdentities, listMySessions, listSignIns, loginCheck, logout, switchIdentity } from '../contract';
import { changeOwnPassword } from './service-password';
import { signIn, switchTo } from './service';
import { findIdentities, findUserBase, userInfoText } from './store';

const LOGIN_PAGE: TPage = {
  method: 'GET',
  path: '/uc/wap/login',
  summary: '登录页（单页应用的宿主页），并设置一个未绑定的 eai-sess',
  access: 'public',
  produces: ['html'],
  query: z.object({ redirect: z.string().optional().describe('登录后回到的地址') }),
};

/** How many of their latest sign-ins people see in the personal centre. */
const SIGN_INS_SHOWN = 30;

export function registerUcRoutes(app: FastifyInstance): void {
  // The login screen lives in the web app; scripts fetch this page first and expect an (unbound) session cookie.
  registerPage(app, LOGIN_PAGE, async (request, reply) => {
    if (!request.cookies[SESSION_COOKIE]) reply.setCookie(SESSION_COOKIE, randomToken(32), cookieOptions(request));
    return app.sendHostPage(request, reply);
  });

  registerCall(app, loginCheck, async ({ input, siteDb, request, reply }) => {
    const meta = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
    const { token, mustChangePassword } = await signIn(siteDb, input.username, input.password, meta, input.captcha_token);
    setSessionCookies(request, reply, token);
    return mustChangePassword ? { must_change_password: true as const } : {};
  });

  registerCall(app, changePassword, async ({ input, userId, request }) => {
    await changeOwnPassword(request, userId, request.cookies[SESSION_COOKIE] ?? '', input);
    return {};
  });

  registerCall(app, logout, async ({ siteDb, request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(siteDb, token);
    clearSessionCookies(reply);
    return {};
  });

  registerCall(app, getInfo, async ({ siteDb, userId }) => {
    const text = await userInfoText(siteDb, userId);
    if (!text) throw notFound('用户不存在');
    return text;
  });

  registerCall(app, getUserName, async ({ siteDb, userId }) => {
    const base = await findUserBase(siteDb, userId);
    if (!base) throw notFound('用户不存在');
    return { name: base.realname, number: base.role.number, identity: base.type };
  });

  registerCall(app, getAllAuth, async ({ siteDb, userId }) => loadPermissionMap(siteDb, userId));

  registerCall(app, listIdentities, async ({ siteDb, userId }) => ({ list: await findIdentities(siteDb, userId) }));

  registerCall(app, switchIdentity, async ({ input, siteDb, userId, request, reply }) => {
    const token = await switchTo(request, userId, input.uid, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(siteDb, previous);
    setSessionCookies(request, reply, token);
    return {};
  });

  registerCall(app, listMySessions, async ({ siteDb, userId, request }) => ({ list: await openSessionsOf(siteDb, userId, request.cookies[SESSION_COOKIE] ?? '') }));
  registerCall(app, endMySession, async ({ siteDb, userId, input }) => {
    if (!(await endSessionOf(siteDb, userId, input.key))) throw notFound('该登录已结束');
    return {};
  });

  registerCall(app, listSignIns, async ({ siteDb, userId }) => ({
    list: await siteDb
      .selectFrom('sign_ins')
      .select(['created', 'ip', 'user_agent', 'method'])
      .where('user_id', '=', userId)
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .limit(SIGN_INS_SHOWN)
      .execute(),
  }));
}
