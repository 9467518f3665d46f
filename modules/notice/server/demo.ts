import type { SiteDb } from '@quad/server/platform/db/site-db';
import { addDemoRole } from '@quad/server/platform/seed/demo-roles';

/** The demo teacher drafts notices for their students, which the administrator reviews. */
export async function seedNoticeDemo(siteDb: SiteDb): Promise<void> {
  await addDemoRole(siteDb, { key: 'notice-writer', name: '通知起草人', grants: { notice: { module: ['submit'] } } }, ['teacher']);
}
