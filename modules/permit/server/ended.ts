import { onWorkflowEnded } from '@quad/workflow-engine/server';

/**
 * The flow decides; the request keeps its outcome (and the approver's words) for the gate, lists,
 * statistics and the visitor's page. Registered with the routes, and by the demo seed, which decides
 * requests before the routes exist.
 */
export function followPermitFlows(): void {
  onWorkflowEnded('permit', async ({ siteDb, instanceId, status, comment }) => {
    await siteDb.updateTable('permit_requests').set({ status, decision_comment: comment }).where('instance_id', '=', instanceId).execute();
  });
}
