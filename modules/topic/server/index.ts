import type { TServerModule } from '@quad/platform/server/module';
import { topicManifest } from '../module';
import { seedTopicDemo } from './demo';
import { registerTopicRoutes } from './routes';
import { TOPIC_ADMIN_MODULES, topicMigration } from './schema';
import englishMessages from '../i18n/server.en.json' with { type: 'json' };

export const topicServer: TServerModule = {
  englishMessages,
  manifest: topicManifest,
  migrations: [topicMigration],
  builtinGrants: { 'site-admin': TOPIC_ADMIN_MODULES },
  register: (app) => registerTopicRoutes(app),
  seedDemo: seedTopicDemo,
};
