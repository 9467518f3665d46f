import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { Link } from '@quad/platform/shell/router';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import type { TInstanceDetail } from '../contract';
import { DecisionPanel } from './decision-panel';
import { actionsOn, type TActionKey } from './flow-choices';
import { WORKFLOW_NS } from './strings';
import type { TTaskActionKey } from './use-decision';
import { useFlowActions } from './use-flow-actions';
import './workflow.css';

/**
 * What I may do on an instance, on the phone: as its approver 同意, 驳回, 转办, 加签 (each opening its
 * form under the bar), as its applicant 撤回 (after a confirmation) and 催办. Nothing shows when I may
 * do nothing. A refusal shows the server's words; the instance and the lists are read again either way.
 */
export function TaskActions({ instance, onDone }: { instance: TInstanceDetail; onDone?: (action: TActionKey) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  const [chosen, setChosen] = useState<TTaskActionKey>();
  const actions = useFlowActions(toast);
  const offered = actionsOn(instance);
  if (offered.length === 0) return null;

  const finish = (action: TActionKey, message = t('actions.done')) => {
    setChosen(undefined);
    toast(message);
    onDone?.(action);
  };
  const choose = async (action: TActionKey) => {
    if (action === 'withdraw') {
      if ((await confirm(t('actions.withdrawConfirm'))) && (await actions.withdraw(instance.id))) finish(action);
    } else if (action === 'urge') {
      const urged = await actions.urge(instance.id);
      if (urged) finish(action, t('actions.urged', { count: urged.sent }));
    } else setChosen(action);
  };

  return (
    <section className="wf-section" aria-labelledby={heading}>
      <h2 className="wf-section__title" id={heading}>
        {t('actions.title')}
      </h2>
      {instance.myTask && <p className="q-meta">{t('actions.step', { step: instance.myTask.step })}</p>}
      {instance.revise && (
        <p className="wf-revise">
          {t('actions.revise')} <Link to={instance.revise}>{t('actions.reviseGo')}</Link>
        </p>
      )}
      <div className="wf-actions">
        {offered.map((action) => (
          <Button
            key={action}
            size="small"
            color={action === 'reject' ? 'danger' : 'primary'}
            fill={action === chosen || (action === 'approve' && !chosen) ? 'solid' : 'outline'}
            aria-expanded={action === 'withdraw' || action === 'urge' ? undefined : action === chosen}
            disabled={actions.pending}
            onClick={() => void choose(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </div>
      {chosen && instance.myTask && (
        <DecisionPanel
          key={chosen}
          action={chosen}
          task={instance.myTask}
          actions={actions}
          onClose={() => setChosen(undefined)}
          onDone={() => finish(chosen)}
        />
      )}
    </section>
  );
}
