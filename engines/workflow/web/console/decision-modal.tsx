import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { rejectTargets } from '../flow-choices';
import { WORKFLOW_NS } from '../strings';
import { useDecision, type TMyTask, type TTaskActionKey, commentLabelOf } from '../use-decision';
import type { TFlowActions } from '../use-flow-actions';
import { PersonSelect } from './person-select';

/** The console's dialog of one decision on my task: the same draft and checks as the phone's panel, in antd. */
export function DecisionModal({
  action,
  task,
  actions,
  onClose,
}: {
  action: TTaskActionKey;
  task: TMyTask;
  actions: TFlowActions;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const ids = useId();
  const { draft, change, problem, submit } = useDecision(action, task, actions);
  const commentLabel = t(commentLabelOf(action));
  return (
    <Modal
      open
      title={t(`action.${action}`)}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: action === 'reject' }}
      confirmLoading={actions.pending}
      onOk={async () => {
        if (await submit()) onClose(true);
      }}
      onCancel={() => onClose(false)}
    >
      <Form layout="vertical" component="div">
        {action === 'approve' && task.chooseNext && task.chooseNext.length > 0 && (
          <Form.Item label={t('actions.next')} htmlFor={`${ids}next`} required>
            <Select
              id={`${ids}next`}
              mode="multiple"
              value={draft.next}
              options={task.chooseNext.map((person) => ({ value: person.id, label: person.name }))}
              onChange={(next: string[]) => change({ next })}
            />
          </Form.Item>
        )}
        {action === 'reject' && task.rejectTo.length > 0 && (
          <Form.Item label={t('actions.rejectTo')} htmlFor={`${ids}to`}>
            <Select
              id={`${ids}to`}
              value={draft.toStep}
              options={rejectTargets(task.rejectTo, t('actions.toApplicant'))}
              onChange={(toStep: string) => change({ toStep })}
            />
          </Form.Item>
        )}
        {(action === 'transfer' || action === 'add-signer') && (
          <Form.Item label={t(action === 'transfer' ? 'actions.transferTo' : 'actions.signer')} htmlFor={`${ids}person`} required>
            <PersonSelect id={`${ids}person`} picked={draft.person} onPick={(person) => change({ person })} />
          </Form.Item>
        )}
        {action === 'add-signer' && (
          <Form.Item label={t('actions.position')}>
            <Radio.Group
              value={draft.position}
              onChange={(event) => change({ position: event.target.value as 'before' | 'after' })}
              options={[
                { value: 'before', label: t('actions.before') },
                { value: 'after', label: t('actions.after') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item label={commentLabel} htmlFor={`${ids}comment`} required={action === 'reject' || action === 'return'}>
          <Input.TextArea
            id={`${ids}comment`}
            rows={3}
            maxLength={1000}
            value={draft.comment}
            onChange={(event) => change({ comment: event.target.value })}
          />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
