import type { TServerModule } from '@quad/platform/server/module';
import { timetableManifest } from '../module';
import { seedTimetableDemo } from './demo';
import './kind';
import { registerTimetableRoutes } from './routes';
import { TIMETABLE_ADMIN_MODULES, timetableMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Timetables and free classrooms over the four dataset kinds of `kind.ts`, with the site's term calendar. */
export const timetableServer: TServerModule = {
  messages: { en, tw },
  manifest: timetableManifest,
  migrations: [timetableMigration],
  builtinGrants: { 'site-admin': TIMETABLE_ADMIN_MODULES },
  register: (app) => registerTimetableRoutes(app),
  seedDemo: seedTimetableDemo,
};
