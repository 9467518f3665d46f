import { schoolSystemOf } from '@quad/platform/server/connectors/school-system';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { demoEnergySystem } from './demo-system';
import { restEnergySystem } from './rest-connector';
import type { TEnergySystem } from './system';

export const NO_ENERGY_SYSTEM = '本校未接入电费系统';

/** The site's energy system: its `energySystem` setting's REST connector, else the demo one on a demo site outside production, else a refusal. */
export const energySystemOf = (site: TSite, platform: TPlatform, siteDb: SiteDb): TEnergySystem =>
  schoolSystemOf(site, platform, {
    setting: 'energySystem',
    notConnected: NO_ENERGY_SYSTEM,
    rest: restEnergySystem,
    demo: () => demoEnergySystem(siteDb),
  });
