import { useTranslation } from 'react-i18next';
import { RequestTabs } from '@quad/workflow-engine/web';
import { LeaveForm } from './leave-form';
import { MyLeaves } from './my-leaves';
import '../leave.css';

/** `leave/index`: ask for leave, and my requests. */
export function LeaveIndexPage() {
  const { t } = useTranslation('leave');
  return (
    <RequestTabs
      className="lv-page"
      titles={{ apply: t('index.apply'), mine: t('index.mine') }}
      form={(onSent) => <LeaveForm onSent={onSent} />}
      mine={<MyLeaves />}
    />
  );
}
