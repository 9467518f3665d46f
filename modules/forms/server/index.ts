import type { TServerModule } from '@quad/platform/server/module';
import { seedDemoForms } from '@quad/forms-engine/server';
import { formsManifest } from '../module';

/** The forms area: its app key, grants and demo forms; its calls are the forms engine's. */
export const formsServer: TServerModule = {
  manifest: formsManifest,
  builtinGrants: { 'site-admin': ['design', 'results'] },
  seedDemo: (siteDb, site) => seedDemoForms(siteDb, site),
};
