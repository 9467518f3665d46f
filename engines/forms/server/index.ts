/**
 * The forms engine's server entry: what areas may use (the lint lets them import this file, the
 * contracts and `shared/`, nothing else), and the engine's own registration. An area built on a
 * form, such as the daily health report, keeps its answers here, so the form's results, export and
 * print work for it too.
 */
import type { TServerEngine } from '@quad/platform/server/module';
import { formSubmitted } from '../contract';
import { formsEngine as manifest } from '../engine';
import { registerDesignRoutes } from './design/routes';
import { registerFillRoutes } from './fill/routes';
import { formTargetsMigration } from './form-targets';
import { formsGrantsMigration } from './grants-migration';
import { registerResultRoutes } from './results/routes';
import { formApprovalMigration, formsMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export { answersOf, answersWithPrevious, previousAnswer, type TAnswerFilter } from './store-answers';
export { createPublishedForm, type TActor } from './design/service';
export { loadFiller, currentAnswer, latestAnswer, profileOf, type TFiller } from './fill/service-filler';
export { submitAnswer, type TSubmission } from './fill/service-submit';
export { onAnswerWritten, type TAnswerWritten } from './answer-handlers';
export { seedDemoForms } from './demo';
export { findPublishedForm, parseValues, versionDefinition, type TFormHead } from './store';
export { hasAnswered, publishedFormByNo } from './answered';

/** The forms tables and every forms call (fill, design, results) of the spec. */
export const formsEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [formsMigration, formsGrantsMigration, formTargetsMigration, formApprovalMigration],
  webhookEvents: [formSubmitted],
  register: (app, platform) => {
    registerFillRoutes(app, platform);
    registerDesignRoutes(app, platform);
    registerResultRoutes(app, platform);
  },
};
