import type { TServerModule } from '@quad/platform/server/module';
import { leaveManifest } from '../module';
import { registerLeaveRoutes } from './routes';
import { LEAVE_GRANTS, leaveMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Leave: requests, their flow on the workflow engine, 销假, records, statistics and export. */
export const leaveServer: TServerModule = {
  messages: { en, tw },
  manifest: leaveManifest,
  migrations: [leaveMigration],
  builtinGrants: LEAVE_GRANTS,
  register: (app) => registerLeaveRoutes(app),
};
