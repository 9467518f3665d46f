import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import { setSessionCookies } from '@quad/platform/server/http/session-cookies';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { cancelScanLogin, confirmScanLogin, createScanLogin, exchangeScanLogin, scanScanLogin, waitScanLogin } from '../contract';
import { codeOf } from '../rules';
import { cancel, confirm, createRequest, exchange, qrSvg, scan, waitForChange } from './service';

/** A login page makes one request a minute; a refreshed or reopened page a few more. More is a script filling the table. */
const CREATES_PER_MINUTE = 30;

export function registerSmloginRoutes(app: FastifyInstance, platform: TPlatform): void {
  const creates = new WindowLimiter(platform.counters, 'smlogin-create', CREATES_PER_MINUTE, 60_000);

  registerCall(app, createScanLogin, async ({ siteDb, request }) => {
    await creates.hit(`${siteDb.siteId}:${request.ip}`, '二维码刷新太频繁，请稍后再试');
    const made = await createRequest(siteDb, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
    // The QR holds the phone page's address with the request's code, never the desktop's secret.
    const link = `${requestOrigin(request)}${request.site.basePath}smlogin/index?code=${encodeURIComponent(codeOf(siteDb.siteId, made.id))}`;
    return { ...made, link, svg: await qrSvg(link) };
  });

  registerCall(app, waitScanLogin, async ({ input, siteDb, reply }) => {
    // A desktop that went away stops its wait (its connection closed) instead of holding it for 25 s.
    const gone = new AbortController();
    const abort = () => gone.abort();
    reply.raw.once('close', abort);
    try {
      return await waitForChange(siteDb, input.id, input.secret, input.known, gone.signal);
    } finally {
      reply.raw.off('close', abort);
    }
  });

  registerCall(app, exchangeScanLogin, async ({ input, request, reply }) => {
    setSessionCookies(request, reply, await exchange(request, input.id, input.secret));
    return {};
  });

  registerCall(app, scanScanLogin, async ({ input, siteDb, userId }) => scan(siteDb, input.code, userId));

  registerCall(app, confirmScanLogin, async ({ input, siteDb, userId }) => {
    await confirm(siteDb, input.code, userId);
    return {};
  });

  registerCall(app, cancelScanLogin, async ({ input, siteDb, userId }) => {
    await cancel(siteDb, input.code, userId);
    return {};
  });
}
