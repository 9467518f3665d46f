import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Tabs from 'antd/es/tabs';
import type { TInstanceDetail } from '../../contract';
import { InstanceValues } from '../instance-values';
import { WORKFLOW_NS } from '../strings';
import { useBacklogPage } from './calls/list-backlog';
import { useDonePage } from './calls/list-done';
import { InstanceDrawer } from './instance-drawer';
import { TaskTable } from './task-table';

/**
 * An area's approval desk in the console (leave's 请假审批): my tasks of its `app` still to do and
 * already done, each opening its instance in a drawer with the actions I may take. The area draws the
 * request's values as its app registered them (`registerValueLabels`), as the phone does, unless it
 * draws them itself (`renderValues`).
 */
export function ApprovalDesk({
  app,
  renderValues = (instance) => <InstanceValues app={instance.app} values={instance.values} />,
}: {
  app: string;
  renderValues?: (instance: TInstanceDetail) => ReactNode;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [opened, setOpened] = useState('');
  return (
    <>
      <Tabs
        items={[
          {
            key: 'backlog',
            label: t('desk.backlog'),
            children: <TaskTable app={app} decided={false} useTasks={useBacklogPage} onOpen={setOpened} />,
          },
          { key: 'done', label: t('desk.done'), children: <TaskTable app={app} decided useTasks={useDonePage} onOpen={setOpened} /> },
        ]}
      />
      <InstanceDrawer id={opened} renderValues={renderValues} onClose={() => setOpened('')} />
    </>
  );
}
