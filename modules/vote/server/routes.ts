import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { audienceChoices } from '@quad/platform/server/identity/audience';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { castVote, listMyVotes, voteDetail } from '../contract';
import {
  deleteVote,
  listBallots,
  listManagedVotes,
  managedVoteDetail,
  saveVote,
  VOTE_EXPORT_PATH,
  voteAudienceOptions,
  ZVoteExportQuery,
} from '../contract-manage';
import { writeVoteResults } from './export';
import { castBallot } from './service-cast';
import { managedDetail, managedVotes, removeVote, saveVoteSettings } from './service-manage';
import { voteForVoter, myVotes } from './service-read';
import { ballotsPage } from './service-results';
import { findVote } from './store';

/** Ballots one person may send a minute: a hand taps a few times; a script is stopped here. */
const PER_PERSON_PER_MINUTE = 30;
/** Ballots one address may send a minute: a campus NAT carries many voters, a bot farm more. */
const PER_ADDRESS_PER_MINUTE = 600;

export function registerVoteRoutes(app: FastifyInstance, platform: TPlatform): void {
  const perPerson = new WindowLimiter(platform.counters, 'vote-person', PER_PERSON_PER_MINUTE, 60_000);
  const perAddress = new WindowLimiter(platform.counters, 'vote-address', PER_ADDRESS_PER_MINUTE, 60_000);

  registerCall(app, listMyVotes, ({ input, siteDb, site, userId }) =>
    myVotes({ siteDb, basePath: site.basePath, timeZone: site.settings.timeZone, userId }, input),
  );
  registerCall(app, voteDetail, ({ input, siteDb, site, userId }) =>
    voteForVoter({ siteDb, basePath: site.basePath, timeZone: site.settings.timeZone, userId }, input.id),
  );
  registerCall(app, castVote, async ({ input, siteDb, site, userId, request }) => {
    await perPerson.hit(`${site.id}|${userId}`, '投票太频繁，请稍后再试');
    await perAddress.hit(`${site.id}|${request.ip}`, '投票太频繁，请稍后再试');
    await castBallot(siteDb, site.settings.timeZone, userId, input);
    return {};
  });

  registerCall(app, listManagedVotes, ({ input, siteDb }) => managedVotes(siteDb, input));
  registerCall(app, managedVoteDetail, ({ input, siteDb, site }) => managedDetail(siteDb, site.basePath, input.id));
  registerCall(app, saveVote, ({ input, siteDb, userId, request }) => saveVoteSettings(siteDb, userId, request, input));
  registerCall(app, deleteVote, async ({ input, siteDb, userId, request }) => {
    await removeVote(siteDb, userId, request, input.id);
    return {};
  });
  registerCall(app, listBallots, ({ input, siteDb }) => ballotsPage(siteDb, input.id, input));
  registerCall(app, voteAudienceOptions, ({ siteDb }) => audienceChoices(siteDb));

  registerExport(app, {
    path: VOTE_EXPORT_PATH,
    summary: '导出投票结果为 Excel（各选项票数；实名投票另附投票明细）',
    access: { app: 'vote', module: 'manage' },
    query: ZVoteExportQuery,
    prepare: async ({ siteDb, site }, { id }) => {
      const vote = await findVote(siteDb, id);
      return {
        fileName: `投票结果-${vote.title}.xlsx`,
        count: async () => Number(vote.ballots),
        write: (book) => writeVoteResults(siteDb, id, site.settings.timeZone, book),
      };
    },
  });
}
