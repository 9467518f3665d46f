import type { TChoice } from '@quad/platform/ui/pickers/choice-picker';
import type { TInstanceDetail } from '../contract';

export type TActionKey = 'approve' | 'reject' | 'transfer' | 'add-signer' | 'withdraw' | 'urge';

const TASK_ACTIONS: TActionKey[] = ['approve', 'reject', 'transfer', 'add-signer'];

/** What the caller may do on an instance, in the order the phone's bar and the console's drawer show it. */
export function actionsOn({ myTask, canWithdraw, canUrge }: Pick<TInstanceDetail, 'myTask' | 'canWithdraw' | 'canUrge'>): TActionKey[] {
  return [...(myTask ? TASK_ACTIONS : []), ...(canWithdraw ? (['withdraw'] as const) : []), ...(canUrge ? (['urge'] as const) : [])];
}

/** Where a rejection may send the request: back to the applicant (''), or to a step already passed. */
export function rejectTargets(rejectTo: NonNullable<TInstanceDetail['myTask']>['rejectTo'], toApplicant: string): TChoice[] {
  return [{ value: '', label: toApplicant }, ...rejectTo.map((step) => ({ value: step.id, label: step.name }))];
}
