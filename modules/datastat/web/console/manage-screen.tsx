import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { FIGURES_KIND } from '../../contract';

/**
 * `dataStatistics/manage` 统计数据管理: the figures' dataset (status, upload with the validation report,
 * history, rollback, template) and the school data centre's connector, through the datasets engine's
 * screens, whose calls need admin → datasets: without it the screen says so instead of showing refusals.
 */
export default function ManageScreen() {
  const { t } = useTranslation('datastat');
  const session = useSession();
  if (!session.allowed('admin', 'datasets')) return <Alert type="warning" showIcon title={t('manage.noDatasets')} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('manage.intro')} />
      <DatasetLoads kind={FIGURES_KIND} />
      <DatasetConnectorPanel kind={FIGURES_KIND} />
    </Space>
  );
}
