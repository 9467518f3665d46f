import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';

/** One kind in the console: what to upload, then its loads (upload, history, rollback, template) and its 数据接入. */
export function KindPanel({ kind, intro }: { kind: string; intro: string }) {
  const { t } = useTranslation('shuttlebus');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={intro} />
      <Tabs
        items={[
          { key: 'loads', label: t('manage.loads'), children: <DatasetLoads kind={kind} /> },
          { key: 'connector', label: t('manage.connector'), children: <DatasetConnectorPanel kind={kind} /> },
        ]}
      />
    </Space>
  );
}
