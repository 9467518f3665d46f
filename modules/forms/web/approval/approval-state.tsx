import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import type { TAnswerFlow } from '../../contract';

/** Where an answer's approval stands, in the engine's words and colours, and the way to its tracking page. */
export default function ApprovalStateNow({ flow }: { flow: TAnswerFlow }) {
  const { t } = useTranslation('forms');
  return (
    <span className="ff-approval">
      <InstanceStatusTag status={flow.status} />
      <Link className="ff-approval__link" to={flowPath(flow.instanceId)}>
        {t('fill.approval.track')}
      </Link>
    </span>
  );
}
