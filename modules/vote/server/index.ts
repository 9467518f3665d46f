import type { TServerModule } from '@quad/platform/server/module';
import { voteManifest } from '../module';
import { seedVoteDemo } from './demo';
import { registerVoteRoutes } from './routes';
import { VOTE_GRANTS, voteMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Votes: set up in the console, cast on the phone, one per person per period, named or anonymous. */
export const voteServer: TServerModule = {
  messages: { en, tw },
  manifest: voteManifest,
  migrations: [voteMigration],
  builtinGrants: VOTE_GRANTS,
  register: (app, platform) => registerVoteRoutes(app, platform),
  seedDemo: (siteDb, site) => seedVoteDemo(siteDb, site.settings.timeZone),
};
