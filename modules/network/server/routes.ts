import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payMethodsOf } from '@quad/ledger-engine/server';
import { registerCall } from '@quad/platform/server/http/calls';
import { requestOrigin } from '@quad/platform/server/http/context';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import {
  failedNetworkTopUps,
  logoutSession,
  MAX_NETWORK_TOPUP_FEN,
  myNetwork,
  networkCharges,
  networkSessions,
  reconcileNetwork,
  setNetworkPassword,
  topUpNetwork,
} from '../contract';
import * as account from './account';
import { failedTopUps, reconcileDay } from './office';
import { networkSystemOf } from './system/choose';
import { myTopUps, payTopUp } from './topups';

/** Password changes one person may make an hour: a person retyping a few times passes, a borrowed session churning it does not. */
const PASSWORDS_PER_HOUR = 5;
/** Devices taken offline a minute: a few taps, not a script kicking every session over and over. */
const LOGOUTS_PER_MINUTE = 10;
const TOO_OFTEN = '操作太频繁，请稍后再试';

export function registerNetworkRoutes(app: FastifyInstance, platform: TPlatform): void {
  const passwords = new WindowLimiter(platform.counters, 'network-password', PASSWORDS_PER_HOUR, 3_600_000);
  const logouts = new WindowLimiter(platform.counters, 'network-logout', LOGOUTS_PER_MINUTE, 60_000);
  const mine = (request: FastifyRequest, userId: string) =>
    account.myNetworkOf({ site: request.site, siteDb: request.siteDb, platform, userId });

  registerCall(app, myNetwork, async ({ site, siteDb, userId, request }) => {
    const my = await mine(request, userId);
    return {
      account: await account.askNetwork(() => my.system.account(my.username)),
      methods: payMethodsOf(site, platform),
      maxTopUpFen: MAX_NETWORK_TOPUP_FEN,
      topUps: await myTopUps(siteDb, userId),
    };
  });
  registerCall(app, networkCharges, async ({ input, userId, request }) =>
    account.chargesOf(await mine(request, userId), input.page, input.size),
  );
  registerCall(app, topUpNetwork, async ({ input, site, siteDb, userId, request }) =>
    payTopUp(
      { site, siteDb, platform, origin: requestOrigin(request) },
      { userId, clientIp: request.ip },
      await mine(request, userId),
      input,
    ),
  );
  registerCall(app, setNetworkPassword, async ({ input, site, siteDb, userId, request }) => {
    await passwords.hit(`${site.id}|${userId}`, TOO_OFTEN);
    await account.setPassword(siteDb, request, userId, await mine(request, userId), input.password);
    return {};
  });
  registerCall(app, networkSessions, async ({ userId, request }) => {
    const my = await mine(request, userId);
    return { list: await account.askNetwork(() => my.system.sessions(my.username)) };
  });
  registerCall(app, logoutSession, async ({ input, site, siteDb, userId, request }) => {
    await logouts.hit(`${site.id}|${userId}`, TOO_OFTEN);
    return { list: await account.logoutSession(siteDb, request, userId, await mine(request, userId), input.id) };
  });

  registerCall(app, failedNetworkTopUps, async ({ siteDb }) => ({ list: await failedTopUps(siteDb) }));
  registerCall(app, reconcileNetwork, async ({ input, site, siteDb }) =>
    reconcileDay(siteDb, networkSystemOf(site, siteDb, platform), input.day),
  );
}
