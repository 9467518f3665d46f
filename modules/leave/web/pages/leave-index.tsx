import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@quad/platform/shell/router';
import { RequestTabs } from '@quad/workflow-engine/web';
import { LeaveForm } from './leave-form';
import { LeaveRevision } from './leave-revision';
import { MyLeaves } from './my-leaves';
import '../leave.css';

/** `leave/index`: ask for leave, and my requests; `?revise=` changes one sent back for changes. */
export function LeaveIndexPage() {
  const { t } = useTranslation('leave');
  const [params] = useSearchParams();
  const revising = params.get('revise') ?? '';
  return (
    <RequestTabs
      className="lv-page"
      titles={{ apply: t(revising ? 'form.reviseTitle' : 'index.apply'), mine: t('index.mine') }}
      form={(onSent) => (revising ? <LeaveRevision instanceId={revising} onSent={onSent} /> : <LeaveForm onSent={onSent} />)}
      mine={<MyLeaves />}
    />
  );
}
