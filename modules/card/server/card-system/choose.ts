import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TCardSystem } from './card-system';
import { demoCardSystem } from './demo';
import { restCardSystem } from './rest-connector';

/** A card system that has not answered in this long is down: a page says so, a top-up's job tries again later. */
const CARD_TIMEOUT_MS = 8000;

export const NO_CARD_SYSTEM = '本校未接入校园卡系统';

/** The site's `cardSystem` setting: the REST connector's address and keys (rest-connector.ts). */
const ZCardSettings = z.object({ kind: z.literal('rest'), baseUrl: z.url(), appId: z.string().min(1), secret: z.string().min(1) });

/** The card system of this site: its configured connector, or the demo system on a demo site outside production. */
export function cardSystemOf(site: TSite, siteDb: SiteDb, platform: TPlatform): TCardSystem {
  const configured = ZCardSettings.safeParse((site.settings as Record<string, unknown>).cardSystem);
  if (configured.success) return restCardSystem(configured.data, platform.outbound, CARD_TIMEOUT_MS);
  if (site.demo && !platform.config.production) return demoCardSystem(siteDb);
  throw fail(NO_CARD_SYSTEM);
}
