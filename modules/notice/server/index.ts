import type { TServerModule } from '@quad/platform/server/module';
import { noticeManifest } from '../module';
import { seedNoticeDemo } from './demo';
import { registerNoticeRoutes } from './routes';
import { noticeEditorialMigration, noticesMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const noticeServer: TServerModule = {
  messages: { en, tw },
  manifest: noticeManifest,
  migrations: [noticesMigration, noticeEditorialMigration],
  builtinGrants: { 'site-admin': ['publish'] },
  register: (app) => registerNoticeRoutes(app),
  seedDemo: seedNoticeDemo,
};
