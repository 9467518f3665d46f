import type { FastifyInstance } from 'fastify';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import {
  getFillView,
  getMyAnswer,
  listMyAnswers,
  listMyForms,
  originalGetInfo,
  originalSave,
  runDataSource,
  saveDraft,
  submitAnswer,
} from '../../contract';
import * as fill from './service';
import { loadFiller } from './service-filler';
import * as original from './service-original';
import { submitAnswer as submit } from './service-submit';

const filler = ({ siteDb, userId, site }: TCallContext<unknown>) => loadFiller(siteDb, userId, site.settings.timeZone, nowSeconds());

export function registerFillRoutes(app: FastifyInstance, _platform: TPlatform): void {
  registerCall(app, listMyForms, async (ctx) => fill.listMyForms(await filler(ctx), ctx.input));
  registerCall(app, getFillView, async (ctx) => fill.getFillView(await filler(ctx), ctx.input.formid));
  registerCall(app, saveDraft, async (ctx) => fill.saveDraft(await filler(ctx), { formNo: ctx.input.formid, version: ctx.input.version, values: ctx.input.values }));
  registerCall(app, submitAnswer, async (ctx) =>
    submit(await filler(ctx), {
      formNo: ctx.input.formid,
      version: ctx.input.version,
      values: ctx.input.values,
      requestId: ctx.input.requestId,
      starterDeptId: ctx.input.starterDeptId,
    }),
  );
  registerCall(app, listMyAnswers, async (ctx) => fill.listMyAnswers(await filler(ctx), ctx.input.formid));
  registerCall(app, getMyAnswer, async (ctx) => fill.getMyAnswer(await filler(ctx), ctx.input.id));
  registerCall(app, runDataSource, async (ctx) => fill.runDataSource(await filler(ctx), { formNo: ctx.input.formid, version: ctx.input.version, source: ctx.input.source }));
  registerCall(app, originalGetInfo, async (ctx) => original.originalGetInfo(await filler(ctx), ctx.input.formid));
  registerCall(app, originalSave, async (ctx) => original.originalSave(await filler(ctx), ctx.input.formid, ctx.input));
}
