import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TInstanceStatus } from '../contract';

/** What an area is told when one of its instances ends, inside the transaction that ended it. */
export interface TWorkflowEnded {
  siteDb: SiteDb;
  instanceId: string;
  status: Exclude<TInstanceStatus, 'running' | 'returned'>;
  values: Record<string, unknown>;
  applicantId: string;
  /** The last approver's comment (驳回理由 when rejected); '' when there was none or it was withdrawn. */
  comment: string;
}

type THandler = (ended: TWorkflowEnded) => Promise<void>;

/** One per app: a server registering its areas again (a second instance in one process) replaces, never doubles, it. */
const handlers = new Map<string, THandler>();

/**
 * Registers what happens in an area when an instance of its app ends (leave: the request's status),
 * called in the ending transaction: if the handler throws, the decision is not saved either.
 */
export function onWorkflowEnded(app: string, handler: THandler): void {
  handlers.set(app, handler);
}

export async function runEndedHandlers(app: string, ended: TWorkflowEnded): Promise<void> {
  await handlers.get(app)?.(ended);
}
