import type { SiteDb } from '@quad/platform/server/db/site-db';
import { countRows } from '@quad/platform/server/db/paging';

export interface TScannedAnswer {
  id: string;
  version: number;
  user_id: string;
  starter_dept_id: string;
  day: string;
  created: number;
  values_json: string;
}

export interface TScan {
  formId: string;
  day?: string;
  /** Stop after this id: later passes over the same answers see exactly what the first one saw. */
  upTo?: string;
  chunk?: number;
}

/**
 * A form's answers in submission order (ids start with their time), a chunk at a time: statistics
 * and exports go through tens of thousands of answers without holding them all.
 */
export async function* scanAnswers(siteDb: SiteDb, scan: TScan): AsyncGenerator<TScannedAnswer[]> {
  const size = scan.chunk ?? 1000;
  let after = '';
  for (;;) {
    let query = siteDb
      .selectFrom('form_answers')
      .select(['id', 'version', 'user_id', 'starter_dept_id', 'day', 'created', 'values_json'])
      .where('form_id', '=', scan.formId)
      .where('id', '>', after);
    if (scan.day) query = query.where('day', '=', scan.day);
    if (scan.upTo !== undefined) query = query.where('id', '<=', scan.upTo);
    const rows = await query.orderBy('id').limit(size).execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, version: Number(r.version), created: Number(r.created) }));
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
  }
}

/** How many answers a form has (what an export will read per pass). */
export function countAnswers(siteDb: SiteDb, formId: string): Promise<number> {
  return countRows(siteDb.selectFrom('form_answers').where('form_id', '=', formId));
}
