import type { TServerModule } from '@quad/platform/server/module';
import { seedDemoForms } from '@quad/forms-engine/server';
import { formsManifest } from '../module';
import { registerFormsRoutes } from './routes';
import { answerFlowsMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * The forms area: its app key, grants and demo forms (its fill, design and results calls are the
 * forms engine's), and the approval of answers to forms that ask for one, on the workflow engine.
 */
export const formsServer: TServerModule = {
  messages: { en, tw },
  manifest: formsManifest,
  migrations: [answerFlowsMigration],
  builtinGrants: { 'site-admin': ['design', 'results'] },
  register: (app) => registerFormsRoutes(app),
  seedDemo: (siteDb, site) => seedDemoForms(siteDb, site),
};
