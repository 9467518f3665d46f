import type { TServerModule } from '@quad/platform/server/module';
import { shuttlebusManifest } from '../module';
import { seedShuttlebusDemo } from './demo';
import './kind';
import { registerShuttlebusRoutes } from './routes';
import { SHUTTLEBUS_ADMIN_MODULES, shuttlebusMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The shuttle bus: three public calls reading the `shuttlebus.departures` timetable and `shuttlebus.calendar` (declared in `kind.ts`). */
export const shuttlebusServer: TServerModule = {
  messages: { en, tw },
  manifest: shuttlebusManifest,
  migrations: [shuttlebusMigration],
  builtinGrants: { 'site-admin': SHUTTLEBUS_ADMIN_MODULES },
  register: (app) => registerShuttlebusRoutes(app),
  seedDemo: seedShuttlebusDemo,
};
