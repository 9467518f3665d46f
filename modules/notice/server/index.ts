import type { TServerModule } from '@quad/server/platform/module';
import { noticeManifest } from '../module';
import { registerNoticeRoutes } from './routes';
import { noticesMigration } from './schema';

export const noticeServer: TServerModule = {
  manifest: noticeManifest,
  migrations: [noticesMigration],
  builtinGrants: { 'site-admin': ['publish'] },
  register: (app) => registerNoticeRoutes(app),
};
