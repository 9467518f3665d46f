import type { TChoice } from '@quad/platform/ui/pickers/choice-picker';
import type { TInstanceDetail } from '../contract';

export type TActionKey = 'approve' | 'return' | 'reject' | 'transfer' | 'add-signer' | 'withdraw' | 'urge';

/** What the caller may do on my task: 退回修改 only where the request's app takes changed requests back. */
function taskActions(myTask: TInstanceDetail['myTask']): TActionKey[] {
  if (!myTask) return [];
  return myTask.canReturn ? ['approve', 'return', 'reject', 'transfer', 'add-signer'] : ['approve', 'reject', 'transfer', 'add-signer'];
}

/** What the caller may do on an instance, in the order the phone's bar and the console's drawer show it. */
export function actionsOn({ myTask, canWithdraw, canUrge }: Pick<TInstanceDetail, 'myTask' | 'canWithdraw' | 'canUrge'>): TActionKey[] {
  return [...taskActions(myTask), ...(canWithdraw ? (['withdraw'] as const) : []), ...(canUrge ? (['urge'] as const) : [])];
}

/** Where a rejection may send the request: back to the applicant (''), or to a step already passed. */
export function rejectTargets(rejectTo: NonNullable<TInstanceDetail['myTask']>['rejectTo'], toApplicant: string): TChoice[] {
  return [{ value: '', label: toApplicant }, ...rejectTo.map((step) => ({ value: step.id, label: step.name }))];
}
