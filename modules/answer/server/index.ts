import type { TServerModule } from '@quad/platform/server/module';
import { answerManifest } from '../module';
import { seedAnswerDemo } from './demo';
import { registerAnswerRoutes } from './routes';
import { ANSWER_GRANTS, answerMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Quizzes: banks set up in the console, timed attempts on the phone, scored and ranked by the server. */
export const answerServer: TServerModule = {
  messages: { en, tw },
  manifest: answerManifest,
  migrations: [answerMigration],
  builtinGrants: ANSWER_GRANTS,
  register: (app) => registerAnswerRoutes(app),
  seedDemo: (siteDb) => seedAnswerDemo(siteDb),
};
