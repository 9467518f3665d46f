import type { TServerModule } from '@quad/platform/server/module';
import { topicManifest } from '../module';
import { seedTopicDemo } from './demo';
import { registerTopicRoutes } from './routes';
import { TOPIC_ADMIN_MODULES, topicMigration } from './schema';

export const topicServer: TServerModule = {
  manifest: topicManifest,
  migrations: [topicMigration],
  builtinGrants: { 'site-admin': TOPIC_ADMIN_MODULES },
  register: (app) => registerTopicRoutes(app),
  seedDemo: seedTopicDemo,
};
