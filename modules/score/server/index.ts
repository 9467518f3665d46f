import type { TServerModule } from '@quad/platform/server/module';
import { scoreManifest } from '../module';
import { seedScoreDemo } from './demo';
import './kind';
import './kind-progress';
import { registerScoreRoutes } from './routes';
import { SCORE_GRANTS, scoreMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Scores and 学业进度: the `score.*` dataset kinds (kind*.ts), GPA by the site's rules, new scores announced once. */
export const scoreServer: TServerModule = {
  messages: { en, tw },
  manifest: scoreManifest,
  migrations: [scoreMigration],
  builtinGrants: SCORE_GRANTS,
  register: (app) => registerScoreRoutes(app),
  seedDemo: seedScoreDemo,
};
