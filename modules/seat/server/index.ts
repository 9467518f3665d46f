import type { TServerModule } from '@quad/platform/server/module';
import { seatManifest } from '../module';
import { seedSeatDemo } from './demo';
import { registerSeatRoutes } from './routes';
import { SEAT_GRANTS, seatMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Seats: events whose hall's seats are picked on a map, held, confirmed as the reservation engine's claims, and checked at the door. */
export const seatServer: TServerModule = {
  messages: { en, tw },
  manifest: seatManifest,
  migrations: [seatMigration],
  builtinGrants: SEAT_GRANTS,
  register: (app, platform) => registerSeatRoutes(app, platform),
  seedDemo: seedSeatDemo,
};
