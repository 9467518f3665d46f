import { invalidateCalls } from '@quad/platform/shell/calls';
import { fillStatus, getMyAnswer, listMyAnswers, listMyForms } from '@quad/forms-engine/contract';

/**
 * What an answer submitted (by the engine's fill form) makes stale: my lists and answers, and the fill
 * status. Not the fill's own view, whose refetch would replace the success screen.
 */
export const answerSubmitted = () => invalidateCalls(listMyForms, listMyAnswers, getMyAnswer, fillStatus);
