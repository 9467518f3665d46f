import type { SiteDb } from '@quad/platform/server/db/site-db';
import { publishedFormOrNone } from './store';

/**
 * For engines that admit people by a form they filled (the reservation engine's prerequisite): a form
 * is named by its number, as in its address, since that is what an administrator sees and types.
 */

/** The published form's id and title, or undefined when there is none by that number. */
export async function publishedFormByNo(siteDb: SiteDb, no: number): Promise<{ id: string; title: string } | undefined> {
  const form = await publishedFormOrNone(siteDb, no);
  return form && { id: form.id, title: form.title };
}

/** Whether the person has answered the form at least once. */
export async function hasAnswered(siteDb: SiteDb, no: number, userId: string): Promise<boolean> {
  const answer = await siteDb
    .selectFrom('form_answers')
    .innerJoin('forms', (j) => j.onRef('forms.site_id', '=', 'form_answers.site_id').onRef('forms.id', '=', 'form_answers.form_id'))
    .select('form_answers.id')
    .where('forms.no', '=', no)
    .where('form_answers.user_id', '=', userId)
    .executeTakeFirst();
  return answer !== undefined;
}
