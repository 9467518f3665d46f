import type { SiteDb } from '@quad/platform/server/db/site-db';
import { datasetFreshness, myRows } from '@quad/datasets-engine/server';
import type { TMyExams } from '../contract';
import { arrangementsKind } from './kind';
import { inPageOrder, siteNow, toExam } from './presenter';

/** Most exams one student has in the arrangements (every term the school keeps). */
const MOST_OWN_ROWS = 1000;

/** The signed-in student's exams (their own rows only), placed on the site's clock at `now`. */
export async function myExams(siteDb: SiteDb, userId: string, timeZone: string, now: number): Promise<TMyExams> {
  const [rows, fresh] = await Promise.all([myRows(siteDb, arrangementsKind, userId, { limit: MOST_OWN_ROWS }), datasetFreshness(siteDb, arrangementsKind)]);
  const at = siteNow(timeZone, now);
  return {
    list: inPageOrder(rows.map((row) => toExam(row, at))),
    today: at.today,
    ...fresh,
  };
}
