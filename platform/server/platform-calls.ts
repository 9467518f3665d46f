import type { FastifyInstance } from 'fastify';
import { auditMigration } from './audit/schema';
import { registerCaptchaCalls } from './captcha/routes';
import { captchaMigration } from './captcha/schema';
import { codeSecretsMigration } from './codes/schema';
import type { TMigration } from './db/migrate';
import { exportJobsMigration } from './exports/schema';
import { installExports } from './exports/routes';
import { feedbackMigration } from './feedback/schema';
import { registerFeedbackCalls } from './feedback/routes';
import { filesMigration } from './files/schema';
import { registerFileCalls } from './files/routes';
import type { TSiteRelativeHandler } from './http/host-page';
import { identityMigration, mustChangePasswordMigration } from './identity/schema';
import { identityLinksMigration } from './identity/links';
import { identitySearchKeysMigration } from './identity/search';
import { dueWorkMigration } from './jobs/schema';
import { logsMigration } from './logs/schema';
import { registerLogCalls } from './logs/routes';
import type { TPlatform } from './module';
import { registerMessagingCalls } from './providers/messaging/routes';
import { corpStatesMigration, corpUserIdsUniqueMigration } from './providers/messaging/schema';
import { settingLayersMigration } from './sites/layers-schema';
import { settingsPreviewMigration } from './sites/preview';
import { demoSitesMigration, sitesMigration } from './sites/schema';
import { registerSiteCalls } from './sites/routes';
import { searchTermsMigration } from './search/schema';
import { registerTodoCalls } from './todo/routes';
import { todosMigration } from './todo/schema';
import { registerTokenCalls } from './tokens/routes';
import { serviceTokensMigration } from './tokens/schema';
import { registerWebhookCalls } from './webhooks/routes';
import { webhooksMigration } from './webhooks/schema';

export const platformMigrations: TMigration[] = [
  sitesMigration,
  identityMigration,
  logsMigration,
  filesMigration,
  feedbackMigration,
  corpStatesMigration,
  auditMigration,
  serviceTokensMigration,
  webhooksMigration,
  settingLayersMigration,
  identityLinksMigration,
  settingsPreviewMigration,
  demoSitesMigration,
  corpUserIdsUniqueMigration,
  mustChangePasswordMigration,
  codeSecretsMigration,
  dueWorkMigration,
  searchTermsMigration,
  identitySearchKeysMigration,
  exportJobsMigration,
  todosMigration,
  captchaMigration,
];

/** The platform calls of spec §7 that every page may make, whatever areas are installed. */
export async function registerPlatformCalls(
  app: FastifyInstance,
  platform: TPlatform,
  siteRelative: Record<string, TSiteRelativeHandler>,
): Promise<void> {
  registerSiteCalls(app);
  registerLogCalls(app, platform);
  registerFeedbackCalls(app, platform);
  await registerFileCalls(app, platform, siteRelative);
  registerMessagingCalls(app, platform);
  registerTokenCalls(app);
  registerWebhookCalls(app, platform);
  registerTodoCalls(app);
  registerCaptchaCalls(app, platform);
  installExports(app, platform);
}
