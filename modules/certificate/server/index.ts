import type { TServerModule } from '@quad/platform/server/module';
import { certificateManifest } from '../module';
import { seedCertificateDemo } from './demo';
import { registerCertificateRoutes } from './routes';
import { CERTIFICATE_GRANTS, certificateMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Certificates: types, requests on the workflow engine, issue numbers, PDFs, public verification, revocation. */
export const certificateServer: TServerModule = {
  messages: { en, tw },
  manifest: certificateManifest,
  migrations: [certificateMigration],
  builtinGrants: CERTIFICATE_GRANTS,
  register: (app, platform) => registerCertificateRoutes(app, platform),
  seedDemo: (siteDb) => seedCertificateDemo(siteDb),
};
