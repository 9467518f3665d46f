import type { FastifyInstance } from 'fastify';
import { checkCaptcha, newCaptcha } from '@quad/contracts/captcha-calls';
import { recordAudit } from '../audit/record';
import { registerCall } from '../http/calls';
import type { TPlatform } from '../module';
import { WindowLimiter } from '../rate-limit';
import { checkChallenge, checkFailed, newChallenge } from './captcha';

/**
 * Per address and site: a person needs a few pictures (a refresh, a miss); a campus NAT many people's
 * worth. Drawing costs ~15 ms of CPU, so a script asking in a loop is stopped early.
 */
export const CHALLENGES_PER_MINUTE = 30;
/** Failed checks per address and site in ten minutes before checks answer 10029. */
export const FAILURES_PER_TEN_MINUTES = 20;

/** `/api/captcha/new` and `/api/captcha/check`: the slider captcha any page may show (`SliderCaptcha`). */
export function registerCaptchaCalls(app: FastifyInstance, platform: TPlatform): void {
  const challenges = new WindowLimiter(platform.counters, 'captcha-new', CHALLENGES_PER_MINUTE, 60_000);
  const failures = new WindowLimiter(platform.counters, 'captcha-failed', FAILURES_PER_TEN_MINUTES, 10 * 60_000);

  registerCall(app, newCaptcha, async ({ siteDb, site, request }) => {
    await challenges.hit(`${site.id}|${request.ip}`, '验证太频繁，请稍后再试');
    return newChallenge(siteDb);
  });

  registerCall(app, checkCaptcha, async ({ input, siteDb, site, request }) => {
    const result = await checkChallenge(siteDb, input.id, input);
    if (result.ok) return { token: result.token };
    // Who failed, how, from where: a burst of machine-like drags shows in 操作日志.
    await recordAudit(siteDb, request, {
      actorId: '',
      actorName: '',
      action: 'captcha.failed',
      targetType: 'captcha',
      targetId: input.id,
      after: { reason: result.verdict, x: input.x, input: input.input, points: input.track.length },
    });
    await failures.hit(`${site.id}|${request.ip}`, '验证失败次数过多，请稍后再试');
    throw checkFailed();
  });
}
