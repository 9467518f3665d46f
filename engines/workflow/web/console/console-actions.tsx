import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { TInstanceDetail } from '../../contract';
import { actionsOn, type TActionKey } from '../flow-choices';
import { WORKFLOW_NS } from '../strings';
import type { TTaskActionKey } from '../use-decision';
import { useFlowActions } from '../use-flow-actions';
import { DecisionModal } from './decision-modal';

/** The phone's TaskActions in the console: the same actions and checks, antd's buttons, dialogs and messages. */
export function ConsoleTaskActions({ instance }: { instance: TInstanceDetail }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<TTaskActionKey>();
  const actions = useFlowActions((refusal) => void message.error(refusal));
  const offered = actionsOn(instance);
  if (offered.length === 0) return null;

  const choose = async (action: TActionKey) => {
    if (action === 'withdraw') {
      modal.confirm({
        title: t('actions.withdrawConfirm'),
        okText: t('action.withdraw'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          if (await actions.withdraw(instance.id)) void message.success(t('actions.done'));
        },
      });
    } else if (action === 'urge') {
      const urged = await actions.urge(instance.id);
      if (urged) void message.success(t('actions.urged', { count: urged.sent }));
    } else setChosen(action);
  };

  return (
    <>
      <Space wrap>
        {offered.map((action) => (
          <Button
            key={action}
            type={action === 'approve' ? 'primary' : 'default'}
            danger={action === 'reject'}
            disabled={actions.pending}
            onClick={() => void choose(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </Space>
      {chosen && instance.myTask && (
        <DecisionModal
          key={chosen}
          action={chosen}
          task={instance.myTask}
          actions={actions}
          onClose={(done) => {
            setChosen(undefined);
            if (done) void message.success(t('actions.done'));
          }}
        />
      )}
    </>
  );
}
