import type { TServerModule } from '@quad/platform/server/module';
import { walletManifest } from '../module';
import { registerWalletRoutes } from './routes';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The wallet: a purse of the ledger engine, topped up through the site's provider and spent on fee items. */
export const walletServer: TServerModule = {
  messages: { en, tw },
  manifest: walletManifest,
  register: (app, platform) => registerWalletRoutes(app, platform),
};
