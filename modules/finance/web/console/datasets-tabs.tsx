import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';

/**
 * The area's datasets, one tab each: the engine's status, upload with its report, history, rollback,
 * template and connector. The engine's calls need admin → datasets: without it, a note instead.
 */
export function DatasetsTabs({ kinds }: { kinds: readonly string[] }) {
  const { t } = useTranslation('finance');
  const session = useSession();
  if (!session.allowed('admin', 'datasets')) return <Alert type="warning" showIcon title={t('manage.noDatasets')} />;
  return (
    <Tabs
      items={kinds.map((kind) => ({
        key: kind,
        label: t(`manage.kinds.${kind.split('.')[1]}`),
        children: (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t(`manage.columns.${kind.split('.')[1]}`)} />
            <DatasetLoads kind={kind} />
            <DatasetConnectorPanel kind={kind} />
          </Space>
        ),
      }))}
    />
  );
}
