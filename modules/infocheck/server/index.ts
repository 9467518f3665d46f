import type { TServerModule } from '@quad/platform/server/module';
import { correctionApproved } from '../contract';
import { infocheckManifest } from '../module';
import { seedInfocheckDemo } from './demo';
import './kind';
import { registerInfocheckRoutes } from './routes';
import { INFOCHECK_GRANTS, infocheckMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** 学生信息核对: the `infocheck.records` dataset (kind.ts), campaigns, confirmations and correction requests. */
export const infocheckServer: TServerModule = {
  messages: { en, tw },
  manifest: infocheckManifest,
  migrations: [infocheckMigration],
  builtinGrants: INFOCHECK_GRANTS,
  register: (app) => registerInfocheckRoutes(app),
  webhookEvents: [correctionApproved],
  seedDemo: seedInfocheckDemo,
};
