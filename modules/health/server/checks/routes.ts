import type { FastifyInstance } from 'fastify';
import { registerCall, type TCallContext } from '@quad/platform/server/http/calls';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { getCheckIndex, getCheckSetting, saveCheck } from '../../contract-check';
import { checkIndex, checkSetting, loadCheckDay, saveCheck as save } from './service';
import { loadSetup } from '../settings/service';

const checkDay = ({ siteDb, site, userId }: TCallContext<unknown>) => loadCheckDay(siteDb, site, userId, nowSeconds());

/** The three-checks-a-day report at the original `xisuncov/wap/open-report` paths (the phone page uses them too). */
export function registerCheckRoutes(app: FastifyInstance, _platform: TPlatform): void {
  registerCall(app, getCheckIndex, async (ctx) => checkIndex(await checkDay(ctx)));
  registerCall(app, getCheckSetting, async ({ siteDb }) => checkSetting((await loadSetup(siteDb)).settings));
  registerCall(app, saveCheck, async (ctx) => {
    await save(await checkDay(ctx), ctx.input);
    return {};
  });
}
