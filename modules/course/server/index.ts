import type { TServerModule } from '@quad/platform/server/module';
import { registerClaimGuard } from '@quad/reservation-engine/server';
import { courseManifest } from '../module';
import { seedCourseDemo } from './demo';
import { registerCourseRoutes } from './routes';
import { COURSE_GRANTS, courseMigration } from './schema';
import { guardSelection } from './service-guard';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Course selection: terms and offerings set up in the console, selected on the phone through the reservation engine, checked by the area's guard. */
export const courseServer: TServerModule = {
  messages: { en, tw },
  manifest: courseManifest,
  migrations: [courseMigration],
  builtinGrants: COURSE_GRANTS,
  register: (app, platform) => {
    registerClaimGuard('course', guardSelection);
    registerCourseRoutes(app, platform);
  },
  seedDemo: (siteDb) => seedCourseDemo(siteDb),
};
