import { useTranslation } from 'react-i18next';
import { FlowLog, useInstance } from '@quad/workflow-engine/web';
import { RecordPage } from '@quad/platform/ui/record-page';
import '../document.css';

/** `document/flowlog?id=`: the log of one request alone, under its title. */
export function FlowLogPage() {
  const { t } = useTranslation('document');
  return (
    <RecordPage useRecord={useInstance} missingText={t('flow.missing')}>
      {(instance) => (
        <>
          <header className="wf-section doc-heading">
            <h1>{instance.title}</h1>
          </header>
          <FlowLog log={instance.log} />
        </>
      )}
    </RecordPage>
  );
}
