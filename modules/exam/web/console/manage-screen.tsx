import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { ARRANGEMENTS_KIND } from '../../contract';
import { SessionsTable } from './sessions-table';

/**
 * `examManage/manage` 考试安排管理: everyone holding exam → manage sees 考试总览 of their scope; those
 * who also hold admin → datasets (site administrators) get the arrangements' upload, history,
 * rollback and template, and the school system's connector. Without it those tabs are not offered.
 */
export default function ManageScreen() {
  const { t } = useTranslation('exam');
  const session = useSession();
  const canLoad = session.allowed('admin', 'datasets');
  const items = [
    { key: 'overview', label: t('manage.overview'), children: <SessionsTable /> },
    ...(canLoad
      ? [
          {
            key: 'upload',
            label: t('manage.upload'),
            children: (
              <>
                <Alert type="info" showIcon title={t('manage.intro')} style={{ marginBottom: 16 }} />
                <DatasetLoads kind={ARRANGEMENTS_KIND} />
              </>
            ),
          },
          { key: 'connector', label: t('manage.connector'), children: <DatasetConnectorPanel kind={ARRANGEMENTS_KIND} /> },
        ]
      : []),
  ];
  return (
    <>
      <Tabs items={items} destroyOnHidden />
      {!canLoad && <Alert type="info" showIcon title={t('manage.noDatasets')} />}
    </>
  );
}
