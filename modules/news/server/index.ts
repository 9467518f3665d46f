import type { TServerModule } from '@quad/platform/server/module';
import { newsManifest } from '../module';
import { seedNewsDemo } from './demo';
import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, type TFetchRules } from './feeds/fetch';
import { registerArticleRoutes } from './articles/routes';
import { registerChannelRoutes } from './channels/routes';
import { registerFeedRoutes } from './feeds/routes';
import { newsMigration, newsReviewMigration, newsViewsMigration, rssMigration } from './schema';
import { addNewsJobs } from './ticker';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export const newsServer: TServerModule = {
  messages: { en, tw },
  manifest: newsManifest,
  migrations: [newsMigration, rssMigration, newsViewsMigration, newsReviewMigration],
  builtinGrants: { 'site-admin': ['publish'] },
  register(app, platform) {
    const rules: TFetchRules = {
      timeoutMs: FEED_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
      outbound: platform.outbound,
    };
    registerChannelRoutes(app);
    registerArticleRoutes(app, platform);
    registerFeedRoutes(app, platform, rules);
    addNewsJobs(app, rules);
  },
  seedDemo: seedNewsDemo,
};
