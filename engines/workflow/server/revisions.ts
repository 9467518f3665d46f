import type { SiteDb } from '@quad/platform/server/db/site-db';

/** What an area is told when an approver sends one of its requests back for changes, inside that transaction. */
export interface TWorkflowReturned {
  siteDb: SiteDb;
  instanceId: string;
  /** The approver's reason, shown to the applicant. */
  comment: string;
}

export interface TRevisions {
  /** The area's page where the applicant changes the request and sends it again (a path of the site), found from the request. */
  revisePath: (instanceId: string, values: Record<string, unknown>) => string;
  /** The area's own record follows (leave: its list shows 待修改). */
  onReturned: (returned: TWorkflowReturned) => Promise<void>;
}

/** One per app, replaced (never doubled) when a server registers its areas again in one process. */
const revisions = new Map<string, TRevisions>();

/**
 * An area whose applicants can change a request the engine sent back (退回修改) says where, and
 * resends it with `resubmitInstance`. Approvers are offered 退回修改 only on such an area's
 * requests: the engine knows values, not the form they were typed in.
 */
export function acceptRevisions(app: string, area: TRevisions): void {
  revisions.set(app, area);
}

export const revisionsOf = (app: string): TRevisions | undefined => revisions.get(app);
