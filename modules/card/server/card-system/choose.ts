import { schoolSystemOf } from '@quad/platform/server/connectors/school-system';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TCardSystem } from './card-system';
import { demoCardSystem } from './demo';
import { restCardSystem } from './rest-connector';

export const NO_CARD_SYSTEM = '本校未接入校园卡系统';

/** The card system of this site: its `cardSystem` setting's REST connector, or the demo system on a demo site outside production. */
export const cardSystemOf = (site: TSite, siteDb: SiteDb, platform: TPlatform): TCardSystem =>
  schoolSystemOf(site, platform, {
    setting: 'cardSystem',
    notConnected: NO_CARD_SYSTEM,
    rest: restCardSystem,
    demo: () => demoCardSystem(siteDb),
  });
