import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { ASSET_KIND } from '../../contract';
import { DepartmentAssets } from './department-assets';

/**
 * `asset/manage` 部门资产: the manager's departments' assets; for those holding admin → datasets too,
 * the register's upload, history, rollback and template (DatasetLoads) and its connector.
 */
export default function ManageScreen() {
  const { t } = useTranslation('asset');
  const session = useSession();
  const datasets = session.allowed('admin', 'datasets');
  return (
    <Tabs
      items={[
        { key: 'departments', label: t('manage.departments'), children: <DepartmentAssets /> },
        {
          key: 'import',
          label: t('manage.import'),
          children: datasets ? (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <Alert type="info" showIcon title={t('manage.intro')} />
              <DatasetLoads kind={ASSET_KIND} />
            </Space>
          ) : (
            <Alert type="warning" showIcon title={t('manage.noDatasets')} />
          ),
        },
        ...(datasets ? [{ key: 'connector', label: t('manage.connector'), children: <DatasetConnectorPanel kind={ASSET_KIND} /> }] : []),
      ]}
    />
  );
}
