import type { FastifyInstance } from 'fastify';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { registerCall } from '@quad/platform/server/http/calls';
import { onAnswerWritten } from '@quad/forms-engine/server';
import { onWorkflowEnded } from '@quad/workflow-engine/server';
import { myAnswerFlows, resultAnswerFlows, type TAnswerFlow } from '../contract';
import { answerFlowEnded, FORMS_APP, startAnswerFlow } from './approval';

const flowsOf = async (query: ReturnType<typeof answerFlows>): Promise<{ list: TAnswerFlow[] }> => ({
  list: (await query.execute()).map((r) => ({ answerId: r.answer_id, instanceId: r.instance_id, status: r.status })),
});

const answerFlows = (siteDb: SiteDb, ids: string[]) =>
  siteDb.selectFrom('form_answer_flows').select(['answer_id', 'instance_id', 'status']).where('answer_id', 'in', ids.length > 0 ? ids : ['']);

/** Approvals of answers: started with each answer, ended by the flow, read by the lists. */
export function registerFormsRoutes(app: FastifyInstance): void {
  onAnswerWritten(FORMS_APP, startAnswerFlow);
  onWorkflowEnded(FORMS_APP, answerFlowEnded);
  // A person reads their own answers' approvals only; the instance itself is guarded by the engine.
  registerCall(app, myAnswerFlows, ({ input, siteDb, userId }) => flowsOf(answerFlows(siteDb, input.ids).where('user_id', '=', userId)));
  registerCall(app, resultAnswerFlows, ({ input, siteDb }) => flowsOf(answerFlows(siteDb, input.ids).where('form_id', '=', input.id)));
}
