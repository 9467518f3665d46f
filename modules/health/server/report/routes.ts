import type { FastifyInstance } from 'fastify';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import { siteClock } from '@quad/platform/server/time';
import { parseValues } from '@quad/forms-engine/server';
import { getReportView, saveReport } from '../../contract-report';
import { loadReporter, reportState, saveReport as save, windowMessage } from './service';

const reporter = ({ siteDb, site, userId }: TCallContext<unknown>) => loadReporter(siteDb, site, userId, nowSeconds());

/** Quad's own calls for the phone's daily report page (the original protocol is in protocol/routes.ts). */
export function registerReportRoutes(app: FastifyInstance): void {
  registerCall(app, getReportView, async (ctx) => {
    const r = await reporter(ctx);
    const state = await reportState(r);
    const { openFrom, openUntil, deadline } = r.setup.settings;
    const message = windowMessage(r.setup, siteClock(r.timeZone, new Date(r.filler.now * 1000)));
    return {
      formNo: r.form.no,
      baseFormNo: r.setup.baseFormNo,
      title: r.form.title,
      version: r.form.version,
      definition: r.definition,
      today: state.today ? { id: state.today.id, values: parseValues(state.today.values_json), created: Number(state.today.created) } : null,
      previous: state.previous ? { day: state.previous.day, values: parseValues(state.previous.values_json) } : null,
      window: { open: !message, message, openFrom, openUntil, deadline },
      realname: state.profile.realname,
      number: state.profile.number,
      date: state.date,
    };
  });
  registerCall(app, saveReport, async (ctx) => save(await reporter(ctx), ctx.input.values, ctx.input.requestId));
}
