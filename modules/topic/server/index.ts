import type { TServerModule } from '@quad/platform/server/module';
import { topicManifest } from '../module';
import { seedTopicDemo } from './demo';
import { registerTopicRoutes } from './routes';
import { TOPIC_ADMIN_MODULES, topicMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const topicServer: TServerModule = {
  messages: { en, tw },
  manifest: topicManifest,
  migrations: [topicMigration],
  builtinGrants: { 'site-admin': TOPIC_ADMIN_MODULES },
  register: (app) => registerTopicRoutes(app),
  seedDemo: seedTopicDemo,
};
