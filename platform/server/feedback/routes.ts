import type { FastifyInstance } from 'fastify';
import { submitFeedback } from '@quad/contracts/platform-calls';
import { currentUserId } from '../http/context';
import { registerCall } from '../http/calls';
import { newId, nowSeconds } from '../ids';
import { WindowLimiter } from '../rate-limit';
import type { TPlatform } from '../module';
import { sanitizePlainText } from '../text-filter';

/** Feedback is open to visitors too (the network-error screen may show before sign-in), so it is capped per address. */
export function registerFeedbackCalls(app: FastifyInstance, platform: TPlatform): void {
  const limiter = new WindowLimiter(platform.counters, 'feedback', 10, 10 * 60_000);
  registerCall(app, submitFeedback, async ({ input, siteDb, request }) => {
    await limiter.hit(`${request.site.id}|${request.ip}`, '提交太频繁，请稍后再试');
    const id = newId();
    await siteDb
      .insertInto('feedback', {
        id,
        user_id: (await currentUserId(request)) ?? '',
        content: sanitizePlainText(input.content),
        page: input.page ?? '',
        contact: input.contact ?? '',
        status: 'new',
        ip: request.ip,
        created: nowSeconds(),
      })
      .execute();
    return { id };
  });
}
