import type { TServerModule } from '@quad/platform/server/module';
import { noticeManifest } from '../module';
import { seedNoticeDemo } from './demo';
import { registerNoticeRoutes } from './routes';
import { noticeEditorialMigration, noticesMigration } from './schema';

export const noticeServer: TServerModule = {
  manifest: noticeManifest,
  migrations: [noticesMigration, noticeEditorialMigration],
  builtinGrants: { 'site-admin': ['publish'] },
  register: (app) => registerNoticeRoutes(app),
  seedDemo: seedNoticeDemo,
};
