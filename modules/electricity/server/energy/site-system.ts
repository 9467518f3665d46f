import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { demoEnergySystem } from './demo-system';
import { restEnergySystem } from './rest-connector';
import type { TEnergySystem } from './system';

/** An energy system that has not answered in this long is down for this request; jobs try again later. */
const ENERGY_TIMEOUT_MS = 8000;

export const NO_ENERGY_SYSTEM = '本校未接入电费系统';

/** A site's energy system, its `energySystem` setting: `{ kind: 'rest', baseUrl, appId, secret }`. */
const ZEnergySettings = z.object({ kind: z.literal('rest'), baseUrl: z.url(), appId: z.string(), secret: z.string().min(1) });

/** The site's configured system, else the demo one on a demo site outside production, else a refusal. */
export function energySystemOf(site: TSite, platform: TPlatform, siteDb: SiteDb): TEnergySystem {
  const configured = ZEnergySettings.safeParse((site.settings as Record<string, unknown>).energySystem);
  if (configured.success) return restEnergySystem(configured.data, platform.outbound, ENERGY_TIMEOUT_MS);
  if (site.demo && !platform.config.production) return demoEnergySystem(siteDb);
  throw fail(NO_ENERGY_SYSTEM);
}
