import { schoolSystemOf } from '@quad/platform/server/connectors/school-system';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TCardSystem } from './card-system';
import { demoCardSystem } from './demo';
import { restCardSystem } from './rest-connector';

/** A card system that has not answered in this long is down: a page says so, a top-up's job tries again later. */
const CARD_TIMEOUT_MS = 8000;

export const NO_CARD_SYSTEM = '本校未接入校园卡系统';

/** The card system of this site: its `cardSystem` setting's REST connector, or the demo system on a demo site outside production. */
export const cardSystemOf = (site: TSite, siteDb: SiteDb, platform: TPlatform): TCardSystem =>
  schoolSystemOf(site, platform, {
    setting: 'cardSystem',
    notConnected: NO_CARD_SYSTEM,
    rest: (config) => restCardSystem(config, platform.outbound, CARD_TIMEOUT_MS),
    demo: () => demoCardSystem(siteDb),
  });
