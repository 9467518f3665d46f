import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSiteInfo } from '@quad/contracts/site';
import type { TModuleManifest } from '@quad/contracts/manifest';
import { previewFor } from '../sites/preview';
import { settingsDepartment, siteSettingsAnswer } from '../sites/routes';
import type { TSite } from '../sites/site-store';
import { currentUserId, isXhr, redirectToLogin, requestOrigin } from './context';
import { registerPage, type TPage } from './pages';
import { routePreloads } from './route-preloads';
import { hostPagePolicy, newNonce } from './security-headers';
import { StaticFiles } from './static-files';

export type TSiteRelativeHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const HOST_PAGE: TPage = {
  method: 'GET',
  path: '/*',
  summary: '站点页面：单页应用的宿主页（注入 window.__SITE__）与静态文件；需要登录的页面先跳转到登录页',
  access: 'public',
  produces: ['html', 'file', 'redirect'],
};

export function siteInfo(site: TSite, origin: string, deptId?: string): TSiteInfo {
  return {
    id: site.id,
    name: site.name,
    baseurl: origin + site.basePath,
    imgUrl: site.logo,
    login: site.loginUrl || `${origin}/uc/wap/login`,
    logout: site.logoutUrl,
    basePath: site.basePath,
    lang: site.settings.lang,
    settings: siteSettingsAnswer(site, deptId),
  };
}

/** Served when the web app has not been built: still a host page, so the site info is there for scripts. */
const NOT_BUILT_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title></title><!--site-info--></head><body><p>前端尚未构建，请先运行 npm run build</p></body></html>';

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ');
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the single-page app: for every GET under the site's base path, a built file if there is
 * one, else `index.html` with the site info injected. Protected pages send a browser without a
 * session to the login page (302) before any script runs.
 */
export function installHostPage(
  app: FastifyInstance,
  options: { webDist: string; publicDir: string; manifests: TModuleManifest[]; siteRelative: Record<string, TSiteRelativeHandler> },
): void {
  const files = new StaticFiles(options.webDist);
  // Files the server writes itself (demo logos, site logos), served under /static/ beside the built ones.
  const written = new StaticFiles(options.publicDir);
  const publicPages = new Set<string>();
  const knownPages = new Set<string>();
  for (const m of options.manifests) {
    for (const route of m.routes) {
      for (const page of route.pages) {
        knownPages.add(`${route.module}/${page.name}`);
        if (page.public) publicPages.add(`${route.module}/${page.name}`);
      }
    }
  }
  const preloadsOf = routePreloads(options.webDist, options.manifests);
  let template: string | undefined;
  const readTemplate = () => {
    const file = path.join(options.webDist, 'index.html');
    if (template === undefined || !app.checkAnswers) template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    return template;
  };

  const sendHostPage = async (request: FastifyRequest, reply: FastifyReply, route = '') => {
    const html = readTemplate();
    const info = siteInfo(request.site, requestOrigin(request), await settingsDepartment(request));
    const preview = await previewFor(request);
    if (preview) {
      info.settings = siteSettingsAnswer(request.site, '', preview.settings);
      info.preview = { role: preview.role, auth: preview.auth };
    }
    const nonce = newNonce();
    const page = (html || NOT_BUILT_PAGE)
      .replace('<!--site-info-->', `<script nonce="${nonce}">window.__SITE__=${escapeJson(info)}</script>${preloadsOf(route)}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(request.site.name)}</title>`);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', hostPagePolicy(nonce))
      .send(page);
  };

  registerPage(app, HOST_PAGE, async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0]);
    if (pathname === undefined) return reply.callNotFound();
    const base = request.site.basePath;
    // Browsers ask for it before any script can add the page icon (spec §7): answer with the default logo.
    if (pathname === '/favicon.ico' && files.send('static/images/logo.png', request, reply)) return reply;
    if (pathname.startsWith('/static/')) {
      if (files.send(pathname.slice(1), request, reply)) return reply;
      if (written.send(pathname.slice('/static/'.length), request, reply)) return reply;
      return reply.status(404).send({ e: 10004, m: '文件不存在', d: {} });
    }
    if (!(pathname + '/').startsWith(base)) return reply.callNotFound();
    const rest = pathname.slice(base.length);
    const special = options.siteRelative[rest];
    if (special) return special(request, reply);
    if (/^(assets|static)\//.test(rest) || /\.[a-z0-9]+$/i.test(rest)) {
      if (files.send(rest, request, reply)) return reply;
      return reply.status(404).send({ e: 10004, m: '文件不存在', d: {} });
    }
    const route = rest.replace(/^m_/, '').split('/').slice(0, 2).join('/');
    const needsSession = knownPages.has(route) && !publicPages.has(route);
    if (needsSession && !isXhr(request) && !(await currentUserId(request))) return redirectToLogin(request, reply);
    return sendHostPage(request, reply, route);
  });

  app.decorate('sendHostPage', sendHostPage);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the web app's host page for the request's site (used by pages outside the base path). */
    sendHostPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
