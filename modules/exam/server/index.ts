import type { TServerModule } from '@quad/platform/server/module';
import { examManifest } from '../module';
import { seedExamDemo } from './demo';
import './kind';
import { addExamReminderJob } from './reminders';
import { registerExamRoutes } from './routes';
import { EXAM_STAFF_MODULES, examMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/**
 * Exams: the `exam.arrangements` dataset (declared in `kind.ts`) read by each student and by staff in
 * their scope, and the reminders job (`reminders.ts`) with its own record of what was sent.
 */
export const examServer: TServerModule = {
  messages: { en, tw },
  manifest: examManifest,
  migrations: [examMigration],
  builtinGrants: { 'site-admin': EXAM_STAFF_MODULES, instructor: EXAM_STAFF_MODULES },
  register: (app) => {
    registerExamRoutes(app);
    addExamReminderJob(app);
  },
  seedDemo: seedExamDemo,
};
