import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from 'antd/es/drawer';
import Skeleton from 'antd/es/skeleton';
import { QueryError } from '@quad/platform/console/query-states';
import type { TInstanceDetail } from '../../contract';
import { useInstance } from '../calls/get-instance';
import { CcReaders } from '../cc-readers';
import { FlowLog } from '../flow-log';
import { FlowSteps } from '../flow-steps';
import { InstanceSummary } from '../instance-summary';
import { WORKFLOW_NS } from '../strings';
import { ConsoleTaskActions } from './console-actions';

/**
 * One instance in a console drawer: who asked and where it stands, the request as its area draws it,
 * what I may do on it, the steps and the log. `id` is '' when the drawer is closed.
 */
export function InstanceDrawer({
  id,
  renderValues,
  onClose,
}: {
  id: string;
  renderValues: (instance: TInstanceDetail) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation(WORKFLOW_NS);
  const instance = useInstance(id);
  let content: ReactNode;
  if (instance.isError) content = <QueryError error={instance.error} onRetry={() => void instance.refetch()} />;
  else if (!instance.data) content = <Skeleton active />;
  else
    content = (
      <>
        <InstanceSummary instance={instance.data} />
        {renderValues(instance.data)}
        <div className="wf-section">
          <ConsoleTaskActions instance={instance.data} />
        </div>
        <FlowSteps steps={instance.data.steps} />
        {instance.data.cc.length > 0 && (
          <section className="wf-section">
            <h2 className="wf-section__title">{t('cc.title')}</h2>
            <CcReaders cc={instance.data.cc} />
          </section>
        )}
        <FlowLog log={instance.data.log} />
      </>
    );
  return (
    <Drawer open={id !== ''} title={instance.data?.title ?? t('desk.instance')} size={640} onClose={onClose} destroyOnHidden>
      {content}
    </Drawer>
  );
}
