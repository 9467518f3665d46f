import { useTranslation } from 'react-i18next';
import { CcSection, FlowLog, FlowSteps, InstanceSummary, InstanceValues, TaskActions, useInstance } from '@quad/workflow-engine/web';
import { RecordPage } from '@quad/platform/ui/record-page';
import '../document.css';

/** `document/flow?id=`: one request: who asked what, its steps, what I may do on it, and its log. */
export function FlowPage() {
  const { t } = useTranslation('document');
  return (
    <RecordPage useRecord={useInstance} missingText={t('flow.missing')}>
      {(instance) => (
        <>
          <header className="wf-section doc-heading">
            <h1>{instance.title}</h1>
            <InstanceSummary instance={instance} />
          </header>
          <InstanceValues app={instance.app} values={instance.values} />
          <FlowSteps steps={instance.steps} />
          <TaskActions instance={instance} />
          <CcSection instance={instance} />
          <FlowLog log={instance.log} />
        </>
      )}
    </RecordPage>
  );
}
