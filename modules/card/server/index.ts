import type { TServerModule } from '@quad/platform/server/module';
import { cardManifest } from '../module';
import { registerCardRoutes } from './routes';
import { CARD_GRANTS, cardMigration } from './schema';
import { registerTopUps } from './topups';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The campus card: the school's card system read and asked on the phone, top-ups paid through the ledger engine. */
export const cardServer: TServerModule = {
  messages: { en, tw },
  manifest: cardManifest,
  migrations: [cardMigration],
  builtinGrants: CARD_GRANTS,
  register: (app, platform) => {
    registerCardRoutes(app, platform);
    registerTopUps(app, platform);
  },
};
