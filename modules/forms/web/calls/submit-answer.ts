import { invalidateCalls } from '@quad/platform/shell/calls';
import { fillStatus, getMyAnswer, listMyAnswers, listMyForms } from '@quad/forms-engine/contract';
import { myAnswerFlows } from '../../contract';

/**
 * What an answer submitted (by the engine's fill form) makes stale: my lists and answers (with their
 * approvals: a changed answer starts a new one), and the fill status. Not the fill's own view, whose
 * refetch would replace the success screen.
 */
export const answerSubmitted = () => invalidateCalls(listMyForms, listMyAnswers, getMyAnswer, myAnswerFlows, fillStatus);
