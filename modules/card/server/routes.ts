import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payMethodsOf } from '@quad/ledger-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TPlatform } from '@quad/platform/server/module';
import {
  cardLines,
  cardStatistics,
  failedTopUps,
  MAX_CARD_TOPUP_FEN,
  myCard,
  reconcileCard,
  reportLoss,
  topUpCard,
  topUpSummary,
  undoLoss,
} from '../contract';
import { askCard, cardHistory, cardWithRecent, changeLoss, myCardOf } from './card';
import { cardSystemOf } from './card-system/choose';
import { cardStatistics as monthStatistics } from './statistics';
import * as topUps from './topups';

export function registerCardRoutes(app: FastifyInstance, platform: TPlatform): void {
  const mine = (request: FastifyRequest, userId: string) => myCardOf({ site: request.site, siteDb: request.siteDb, platform, userId });

  registerCall(app, myCard, async ({ userId, request }) => cardWithRecent(await mine(request, userId)));
  registerCall(app, cardLines, async ({ input, userId, request }) => cardHistory(await mine(request, userId), input.page, input.size));
  registerCall(app, cardStatistics, async ({ input, userId, request }) => monthStatistics(await mine(request, userId), input.month));
  registerCall(app, reportLoss, async ({ siteDb, userId, request }) =>
    changeLoss(siteDb, request, userId, await mine(request, userId), true),
  );
  registerCall(app, undoLoss, async ({ siteDb, userId, request }) =>
    changeLoss(siteDb, request, userId, await mine(request, userId), false),
  );
  registerCall(app, topUpSummary, async ({ site, siteDb, userId, request }) => {
    const card = await mine(request, userId);
    return {
      card: await askCard(() => card.system.card(card.number)),
      methods: payMethodsOf(site, platform),
      maxTopUpFen: MAX_CARD_TOPUP_FEN,
      topUps: await topUps.myTopUps(siteDb, userId),
    };
  });
  registerCall(app, topUpCard, async ({ input, site, siteDb, userId, request }) =>
    topUps.payTopUp(
      { site, siteDb, platform, origin: requestOrigin(request) },
      { userId, clientIp: request.ip },
      await mine(request, userId),
      input,
    ),
  );
  registerCall(app, failedTopUps, async ({ siteDb }) => ({ list: await topUps.failedTopUps(siteDb) }));
  registerCall(app, reconcileCard, ({ input, site, siteDb }) =>
    topUps.reconcileTopUps(siteDb, cardSystemOf(site, siteDb, platform), input.day),
  );
}
