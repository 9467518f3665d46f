/**
 * What other areas may use of the forms engine on the server (the lint rule lets them import this
 * file and `engine/`, nothing else of forms). An area built on a form, such as the daily health
 * report, keeps its answers here, so the form's results, export and print work for it too.
 */
import type { SiteDb } from '@quad/platform/server/db/site-db';

export { createPublishedForm, type TActor } from './design-service';
export { loadFiller, currentAnswer, latestAnswer, profileOf, type TFiller } from './filler';
export { submitAnswer, type TSubmission } from './submit';
export { findPublishedForm, parseValues, versionDefinition, type TFormHead } from './store';

/** The answers of one form, for an area's own lists and statistics (callers choose the columns). */
export const answersOf = (siteDb: SiteDb, formId: string) => siteDb.selectFrom('form_answers').where('form_answers.form_id', '=', formId);
