import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Where the web app loads scripts from besides itself: the maps service (AMap JS API v2 at
 * webapi.amap.com, which fetches more of itself from other *.amap.com hosts; platform/shell/maps.ts)
 * and the messaging app's JS-SDK (platform/shell/wx-sdk.ts).
 */
const SCRIPT_HOSTS = ['https://*.amap.com', 'https://res.wx.qq.com'];

/**
 * The host page's policy. Scripts: the built app, the page's own `window.__SITE__` by nonce, the hosts
 * above. Styles inline too (antd and the editor write theirs at run time). Images and media: uploads
 * and blobs of this site, and https addresses a school sets (logos, banners, video links).
 * `frame-ancestors 'self'`: no other site frames a page (the messaging app opens pages, not frames).
 */
export function hostPagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${SCRIPT_HOSTS.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.amap.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A fresh nonce for one host page answer. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** Every answer refuses to be framed by another site, for browsers that read only the older header. */
export function installFrameOptions(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-frame-options', 'SAMEORIGIN');
    done(null, payload);
  });
}
