import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { visitLog, webLog } from '@quad/contracts/platform-calls';
import { invalid } from '../errors';
import { currentUserId } from '../http/context';
import { registerCall } from '../http/calls';
import { newId, nowSeconds } from '../ids';
import { WindowLimiter } from '../rate-limit';
import type { TPlatform } from '../module';
import { siteDay } from '../time';

/** How far a visit log's timestamp may be from the server's clock. */
export const VISIT_LOG_MAX_SKEW_SECONDS = 600;
const WEB_LOG_FIELD_LIMIT = 16 * 1024;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const capped = (value: unknown) => {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > WEB_LOG_FIELD_LIMIT ? text.slice(0, WEB_LOG_FIELD_LIMIT) + '…' : text;
};

export function registerLogCalls(app: FastifyInstance, platform: TPlatform): void {
  registerCall(app, visitLog, async ({ input, site, siteDb }) => {
    if (Math.abs(nowSeconds() - input.timestamp) > VISIT_LOG_MAX_SKEW_SECONDS) {
      throw invalid({ timestamp: '时间戳已过期，请刷新页面后再试' });
    }
    if (md5(`${input.appkey}${input.timestamp}${input.url}`) !== input.signature.toLowerCase()) {
      throw invalid({ signature: '签名错误' });
    }
    await siteDb
      .insertInto('visit_daily', { day: siteDay(site.settings.timeZone), appkey: input.appkey, count: 1 })
      .onConflict((oc) => oc.columns(['site_id', 'day', 'appkey']).doUpdateSet({ count: sql`visit_daily.count + 1` }))
      .execute();
    return {};
  });

  const webLogLimiter = new WindowLimiter(platform.counters, 'web-log', 30, 60_000);
  registerCall(app, webLog, async ({ input, siteDb, request }) => {
    await webLogLimiter.hit(`${request.site.id}|${request.ip}`, '上报太频繁，请稍后再试');
    await siteDb
      .insertInto('web_logs', {
        id: newId(),
        created: nowSeconds(),
        user_id: (await currentUserId(request)) ?? '',
        ip: request.ip,
        user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        err_message: input.err_message,
        return_data: capped(input.return_data),
        vue_data: capped(input.vue_data),
      })
      .execute();
    return {};
  });
}
