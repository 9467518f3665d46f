import type { TServerModule } from '@quad/platform/server/module';
import { documentManifest } from '../module';
import { registerDocumentRoutes } from './routes';
import { DOCUMENT_ADMIN_MODULES, documentGrantsMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * The document area's pages use the workflow engine's calls and the platform's to-do inbox; its own
 * calls are the console's 流程设置 (the site's flows, over the engine's definitions).
 */
export const documentServer: TServerModule = {
  messages: { en, tw },
  manifest: documentManifest,
  migrations: [documentGrantsMigration],
  builtinGrants: { 'site-admin': DOCUMENT_ADMIN_MODULES },
  register: (app) => registerDocumentRoutes(app),
};
