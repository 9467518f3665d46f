import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadBase64, uploadFile } from '@quad/contracts/platform-calls';
import { invalid } from '../errors';
import { registerCall, type TCallContext } from '../http/calls';
import type { TSiteRelativeHandler } from '../http/host-page';
import { registerSitePage, type TPage } from '../http/pages';
import type { TPlatform } from '../module';
import { WindowLimiter } from '../rate-limit';
import { createAttachHandler } from './attach';
import { decodeBase64 } from './base64';
import { requireFile } from './multipart';
import { saveUpload, tooLarge, type TUploadTarget } from './upload-service';

/** Per person and site: a form with a grid of photos and a few retries, not a script filling the disk. */
export const UPLOADS_PER_MINUTE = 30;
const UPLOADS_PER_DAY = 500;

const ATTACH_PAGE: Omit<TPage, 'method' | 'path'> = {
  summary: '读取上传的文件；浏览器未登录时跳转登录页，脚本得到 10013',
  access: 'session',
  produces: ['file', 'redirect', 'envelope'],
  query: z.object({ file: z.string().describe('上传时返回的文件标识'), thumb: z.enum(['1', 'true']).optional().describe('取图片的缩略图') }),
};

/** Uploads (`/api/upload/index`, `/api/upload/bybase64`) and attachment fetch (`<base>attach`), spec §7. */
export async function registerFileCalls(
  app: FastifyInstance,
  platform: TPlatform,
  siteRelative: Record<string, TSiteRelativeHandler>,
): Promise<void> {
  const { storage } = platform;
  const limit = platform.config.uploadLimit;
  // Refused attempts count too: decoding a bad image costs as much as a good one.
  const perMinute = new WindowLimiter(platform.counters, 'upload-minute', UPLOADS_PER_MINUTE, 60_000);
  const perDay = new WindowLimiter(platform.counters, 'upload-day', UPLOADS_PER_DAY, 24 * 3600_000);
  const targetOf = async ({ siteDb, site, userId }: TCallContext<unknown>): Promise<TUploadTarget> => {
    const key = `${site.id}|${userId}`;
    await perMinute.hit(key, '上传太频繁，请稍后再试');
    await perDay.hit(key, '今天上传的文件太多了，请明天再试');
    return { siteDb, basePath: site.basePath, userId, storage, limit };
  };

  registerCall(app, uploadFile, async (ctx) => saveUpload(await targetOf(ctx), requireFile(ctx.file)));

  // base64 makes a file a third larger (more in a form body, where `+` and `/` are escaped), so this
  // one call takes bodies beyond the server's usual limit, and says "too large" in the user's terms.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = Math.ceil(((limit * 4) / 3) * 1.1) + 64 * 1024;
    });
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge('base64', limit);
      throw error;
    });
    registerCall(scope, uploadBase64, async (ctx) => {
      const target = await targetOf(ctx);
      const data = decodeBase64(ctx.input.base64);
      if (!data) throw invalid({ base64: '图片内容不是有效的 base64 编码' });
      return saveUpload(target, { field: 'base64', name: ctx.input.name || undefined, data });
    });
  });

  registerSitePage(app, siteRelative, 'attach', ATTACH_PAGE, createAttachHandler(storage));
}
