import { useRef } from 'react';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { NETWORK_ERROR, RequestError, shownByShell } from '@quad/platform/shell/request';
import { newRequestId } from '@quad/platform/shell/request-id';
import { useAddSigner } from './calls/add-signer';
import { useApproveTask } from './calls/approve-task';
import { FLOW_STALE } from './calls/flow-stale';
import { useRejectTask } from './calls/reject-task';
import { useReturnTask } from './calls/return-task';
import { useTransferTask } from './calls/transfer-task';
import { useUrgeInstance } from './calls/urge-instance';
import { useWithdrawInstance } from './calls/withdraw-instance';

export interface TApproval {
  comment: string;
  /** The next step's approvers, when they are mine to choose. */
  next: string[];
}
export interface TRejection {
  comment: string;
  /** A step already passed; '' sends the request back to the applicant. */
  toStep: string;
}
export interface THandOver {
  userId: string;
  comment: string;
}
export interface TAddedSigner extends THandOver {
  position: 'before' | 'after';
}

/**
 * Every action on an instance, for the phone's bar and the console's drawer alike. Each resolves with
 * the server's answer, or undefined when it was refused: then `onRefused` gets the server's Chinese
 * message (已被他人处理…) unless the shell already showed the failure, and the instance and lists are
 * read again, since a refusal usually means someone else acted first.
 */
export function useFlowActions(onRefused: (message: string) => void) {
  const approve = useApproveTask();
  const reject = useRejectTask();
  const sendBack = useReturnTask();
  const transfer = useTransferTask();
  const addSigner = useAddSigner();
  const withdraw = useWithdrawInstance();
  const urge = useUrgeInstance();
  // One request id per decision, kept while its answer may have been lost on the way (a retry is
  // then saved once) and renewed once the server answered either way.
  const requestIds = useRef(new Map<string, string>());
  const requestIdOf = (key: string) => requestIds.current.get(key) ?? requestIds.current.set(key, newRequestId()).get(key)!;

  async function run<T>(key: string, send: () => Promise<T>): Promise<T | undefined> {
    try {
      const answer = await send();
      requestIds.current.delete(key);
      return answer;
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (error.code !== NETWORK_ERROR) requestIds.current.delete(key);
      if (!shownByShell(error.code)) onRefused(error.message);
      void invalidateCalls(...FLOW_STALE);
      return undefined;
    }
  }

  return {
    pending: [approve, reject, sendBack, transfer, addSigner, withdraw, urge].some((m) => m.isPending),
    approve: (taskId: string, { comment, next }: TApproval) => {
      const key = `approve:${taskId}`;
      return run(key, () => approve.mutateAsync({ id: taskId, comment, next, requestId: requestIdOf(key) }));
    },
    reject: (taskId: string, { comment, toStep }: TRejection) => {
      const key = `reject:${taskId}`;
      return run(key, () => reject.mutateAsync({ id: taskId, comment, toStep, requestId: requestIdOf(key) }));
    },
    sendBack: (taskId: string, comment: string) => {
      const key = `return:${taskId}`;
      return run(key, () => sendBack.mutateAsync({ id: taskId, comment, requestId: requestIdOf(key) }));
    },
    transfer: (taskId: string, { userId, comment }: THandOver) =>
      run('transfer', () => transfer.mutateAsync({ id: taskId, userId, comment })),
    addSigner: (taskId: string, signer: TAddedSigner) => run('add-signer', () => addSigner.mutateAsync({ id: taskId, ...signer })),
    withdraw: (instanceId: string) => run('withdraw', () => withdraw.mutateAsync({ id: instanceId })),
    urge: (instanceId: string) => run('urge', () => urge.mutateAsync({ id: instanceId })),
  };
}

export type TFlowActions = ReturnType<typeof useFlowActions>;
