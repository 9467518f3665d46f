import type { SiteDb } from '@quad/server/platform/db/site-db';
import type { TSite } from '@quad/server/platform/sites/site-store';

export async function seedDemoForms(_siteDb: SiteDb, _site: TSite): Promise<void> {}
