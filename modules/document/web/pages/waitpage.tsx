import { useTranslation } from 'react-i18next';
import { InstanceStatusTag } from '@quad/workflow-engine/web';
import { timeParts } from '@quad/platform/shell/time';
import { appName } from '../app-name';
import { useCcToMe } from '../calls/list-cc';
import { flowPath } from '@quad/workflow-engine/shared/flow-path';
import { DocumentList } from './document-list';

/** `document/waitpage` (待阅): requests sent to me to read (抄送), unread ones marked until I open them. */
export function WaitPage() {
  const { t } = useTranslation('document');
  return (
    <DocumentList
      active="waitpage"
      pages={useCcToMe()}
      emptyText={t('list.emptyCc')}
      card={(item) => ({
        to: flowPath(item.instanceId),
        title: item.title,
        tag: <InstanceStatusTag status={item.status} />,
        lines: (
          <>
            <span className="q-summary">
              {t('list.applicant', { name: item.applicant })} · {t('list.ccFrom', { name: item.from })}
            </span>
            <span className="q-meta">
              {item.read ? t('list.read') : <strong className="doc-unread">{t('list.unread')}</strong>} · {appName(item.app)} ·{' '}
              {timeParts(item.created).fullTime}
            </span>
          </>
        ),
      })}
    />
  );
}
