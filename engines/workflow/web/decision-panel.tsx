import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { ChoicePicker } from '@quad/platform/ui/pickers/choice-picker';
import { MultiChoicePicker } from '@quad/platform/ui/pickers/multi-choice-picker';
import { rejectTargets } from './flow-choices';
import { PersonSearch } from './person-search';
import { WORKFLOW_NS } from './strings';
import { useDecision, type TMyTask, type TTaskActionKey, commentLabelOf } from './use-decision';
import type { TFlowActions } from './use-flow-actions';

/**
 * The phone's form of one decision on my task, opened under the action bar: what the action needs
 * (next approvers, where to send it back, a person), the comment (the reason, required, for 驳回),
 * then 取消 / 确定. What is missing is said before anything is sent.
 */
export function DecisionPanel({
  action,
  task,
  actions,
  onClose,
  onDone,
}: {
  action: TTaskActionKey;
  task: TMyTask;
  actions: TFlowActions;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  const { draft, change, problem, submit } = useDecision(action, task, actions);
  const positions = [
    { value: 'before', label: t('actions.before') },
    { value: 'after', label: t('actions.after') },
  ];
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit()) onDone();
  };
  const commentLabel = t(commentLabelOf(action));
  return (
    <form className="wf-panel" aria-labelledby={heading} onSubmit={(event) => void handleSubmit(event)}>
      <h3 className="wf-panel__title" id={heading}>
        {t(`action.${action}`)}
      </h3>
      {action === 'approve' && task.chooseNext && task.chooseNext.length > 0 && (
        <MultiChoicePicker
          label={t('actions.next')}
          title={t('actions.next')}
          placeholder={t('actions.next')}
          options={task.chooseNext.map((person) => ({ value: person.id, label: person.name }))}
          value={draft.next}
          onChange={(next) => change({ next })}
        />
      )}
      {action === 'reject' && task.rejectTo.length > 0 && (
        <ChoicePicker
          label={t('actions.rejectTo')}
          title={t('actions.rejectTo')}
          placeholder={t('actions.toApplicant')}
          options={rejectTargets(task.rejectTo, t('actions.toApplicant'))}
          value={draft.toStep}
          onChange={(toStep) => change({ toStep })}
        />
      )}
      {(action === 'transfer' || action === 'add-signer') && (
        <PersonSearch
          label={t(action === 'transfer' ? 'actions.transferTo' : 'actions.signer')}
          picked={draft.person}
          onPick={(person) => change({ person })}
        />
      )}
      {action === 'add-signer' && (
        <ChoicePicker
          label={t('actions.position')}
          title={t('actions.position')}
          placeholder={t('actions.position')}
          options={positions}
          value={draft.position}
          onChange={(position) => change({ position: position === 'before' ? 'before' : 'after' })}
        />
      )}
      <LabelledTextArea
        label={commentLabel}
        placeholder={commentLabel}
        value={draft.comment}
        onChange={(comment) => change({ comment })}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      {problem && (
        <p className="wf-error" role="alert">
          {problem}
        </p>
      )}
      <div className="wf-panel__buttons">
        <Button size="small" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button size="small" type="submit" color={action === 'reject' ? 'danger' : 'primary'} loading={actions.pending}>
          {t('actions.confirm')}
        </Button>
      </div>
    </form>
  );
}
