import type { TServerModule } from '@quad/platform/server/module';
import { noticeManifest } from '../module';
import { seedNoticeDemo } from './demo';
import { registerNoticeRoutes } from './routes';
import { noticeEditorialMigration, noticesMigration } from './schema';
import englishMessages from '../i18n/server.en.json' with { type: 'json' };

export const noticeServer: TServerModule = {
  englishMessages,
  manifest: noticeManifest,
  migrations: [noticesMigration, noticeEditorialMigration],
  builtinGrants: { 'site-admin': ['publish'] },
  register: (app) => registerNoticeRoutes(app),
  seedDemo: seedNoticeDemo,
};
