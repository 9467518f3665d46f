import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInstanceDetail } from '../contract';
import type { TColleague } from './person-search';
import { WORKFLOW_NS } from './strings';
import type { TFlowActions } from './use-flow-actions';

export type TTaskActionKey = 'approve' | 'return' | 'reject' | 'transfer' | 'add-signer';
export type TMyTask = NonNullable<TInstanceDetail['myTask']>;

/** What a decision is being made of, before it is sent: each action reads the parts it needs. */
export interface TDecisionDraft {
  comment: string;
  next: string[];
  toStep: string;
  person?: TColleague;
  position: 'before' | 'after';
}

const EMPTY: TDecisionDraft = { comment: '', next: [], toStep: '', position: 'after' };

/** The string key of the comment's label: a reason, required, where the applicant is told why. */
export const commentLabelOf = (action: TTaskActionKey) => (action === 'reject' ? 'actions.reason' : action === 'return' ? 'actions.returnReason' : 'actions.comment');

/** The string key of what the draft still lacks for this action, or '' when it may be sent. */
export function problemOf(action: TTaskActionKey, task: TMyTask, draft: TDecisionDraft): string {
  if (action === 'reject' && !draft.comment.trim()) return 'actions.reasonRequired';
  if (action === 'return' && !draft.comment.trim()) return 'actions.returnReasonRequired';
  if (action === 'approve' && (task.chooseNext?.length ?? 0) > 0 && draft.next.length === 0) return 'actions.nextRequired';
  if ((action === 'transfer' || action === 'add-signer') && !draft.person) return 'actions.personRequired';
  return '';
}

/**
 * One decision on my task being written: the phone's panel and the console's dialog keep their draft
 * here, so both check it the same way before it goes. `submit` resolves true once the server took it.
 */
export function useDecision(action: TTaskActionKey, task: TMyTask, actions: TFlowActions) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState('');
  const comment = draft.comment.trim();

  const send = () => {
    if (action === 'approve') return actions.approve(task.id, { comment, next: draft.next });
    if (action === 'reject') return actions.reject(task.id, { comment, toStep: draft.toStep });
    if (action === 'return') return actions.sendBack(task.id, comment);
    const userId = draft.person!.id;
    return action === 'transfer'
      ? actions.transfer(task.id, { userId, comment })
      : actions.addSigner(task.id, { userId, comment, position: draft.position });
  };

  return {
    draft,
    change: (patch: Partial<TDecisionDraft>) => setDraft((before) => ({ ...before, ...patch })),
    problem,
    submit: async (): Promise<boolean> => {
      const lacking = problemOf(action, task, draft);
      setProblem(lacking && t(lacking));
      return !lacking && (await send()) !== undefined;
    },
  };
}
