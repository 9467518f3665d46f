import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { answerStats, fillStatus, getResultAnswer, listAnswers, listPending, remindPending } from '../../contract';
import { registerExportPage } from '../export/routes';
import { fillStatusOf } from './service-fill-status';
import { loadResultForm } from './store-form';
import { listPendingPeople, remindPeople } from './service-pending';
import { formStats } from './service-stats';
import { listFormAnswers, readResultAnswer } from './store';

/** A reminder is a nudge, not a stream: once per form per 10 minutes, whoever presses the button. */
const REMIND_WINDOW_MS = 10 * 60_000;

export function registerResultRoutes(app: FastifyInstance, platform: TPlatform): void {
  const reminders = new WindowLimiter(platform.counters, 'forms-remind', 1, REMIND_WINDOW_MS);

  registerCall(app, listAnswers, ({ siteDb, input }) => listFormAnswers(siteDb, input));
  registerCall(app, getResultAnswer, ({ siteDb, input }) => readResultAnswer(siteDb, input.id));
  registerCall(app, answerStats, ({ siteDb, input }) => formStats(siteDb, input.id, input.day));
  registerCall(app, listPending, async ({ siteDb, site, input }) =>
    listPendingPeople(siteDb, await loadResultForm(siteDb, input.id), site.settings.timeZone, input.page, input.size),
  );
  registerCall(app, remindPending, async ({ siteDb, site, userId, request, input }) => {
    const reminder = { siteDb, timeZone: site.settings.timeZone, limiter: reminders, actorId: userId, request };
    return { sent: await remindPeople(reminder, await loadResultForm(siteDb, input.id)) };
  });
  registerCall(app, fillStatus, ({ siteDb, site, input }) => fillStatusOf(siteDb, input.formid, site.settings.timeZone));
  registerExportPage(app);
}
