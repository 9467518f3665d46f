import type { TServerModule } from '@quad/platform/server/module';
import { libraryManifest } from '../module';
import { seedLibraryDemo } from './demo';
import './kinds';
import { addReminderJob } from './reminders/reminders';
import { registerLibraryRoutes } from './routes';
import { LIBRARY_GRANTS, libraryMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** The library: my loans (renewal through the library's interface, reminders), history, collection, reservations. */
export const libraryServer: TServerModule = {
  messages: { en, tw },
  manifest: libraryManifest,
  migrations: [libraryMigration],
  builtinGrants: LIBRARY_GRANTS,
  register: (app, platform) => {
    registerLibraryRoutes(app, platform);
    addReminderJob(app);
  },
  seedDemo: seedLibraryDemo,
};
