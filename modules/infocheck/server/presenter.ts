import type { Selectable } from 'kysely';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { parseUploadIds, presentAttachments } from '@quad/platform/server/files/site-uploads';
import { realnames } from '@quad/platform/server/identity/people';
import type { TRequest, TRequestStatus, TReviewItem } from '../contract';
import { labelOf, maskValue, MASKED_FIELDS, type TRecordField } from '../contract-fields';
import type { InfocheckRequestsTable } from './schema';

export type TRequestRow = Selectable<InfocheckRequestsTable>;

/** A request as its student sees it: a masked item's old value stays masked (the new one is theirs). */
export async function presentRequests(siteDb: SiteDb, basePath: string, rows: TRequestRow[], { unmasked = false } = {}): Promise<TRequest[]> {
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      field: r.field,
      label: labelOf(r.field),
      oldValue: !unmasked && MASKED_FIELDS.includes(r.field as TRecordField) ? maskValue(r.old_value) : r.old_value,
      newValue: r.new_value,
      reason: r.reason,
      attachments: await presentAttachments(siteDb, basePath, parseUploadIds(r.attachments)),
      // Lists never hold withdrawn requests (they are the student's to forget).
      status: r.status as TRequestStatus,
      comment: r.comment,
      created: Number(r.created),
      reviewed: Number(r.reviewed),
    })),
  );
}

/** Requests as the office sees them: whose, which class, who decided; values in full (the page is watermarked). */
export async function presentReviewItems(siteDb: SiteDb, basePath: string, rows: TRequestRow[]): Promise<TReviewItem[]> {
  const requests = await presentRequests(siteDb, basePath, rows, { unmasked: true });
  const names = await realnames(siteDb, rows.map((r) => r.reviewed_by).filter(Boolean));
  return requests.map((request, i) => {
    const r = rows[i]!;
    return { ...request, studentNo: r.student_no, studentName: r.student_name, className: r.class_name, college: r.college, reviewer: names.get(r.reviewed_by) ?? '' };
  });
}
