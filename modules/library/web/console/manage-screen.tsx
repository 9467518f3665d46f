import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { LIBRARY_KINDS } from '../../contract';
import { SettingsForm } from './settings-form';

function Dataset({ kind }: { kind: string }) {
  const { t } = useTranslation('library');
  const session = useSession();
  // The datasets' calls are the engine's (admin → datasets): without it, say so instead of showing refusals.
  if (!session.allowed('admin', 'datasets')) return <Alert type="warning" showIcon title={t('manage.noDatasets')} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t(`manage.columns.${kind.split('.')[1]}`)} />
      <DatasetLoads kind={kind} />
      <DatasetConnectorPanel kind={kind} />
    </Space>
  );
}

/**
 * `library/manage` 图书馆管理: the renewal interface, then the four datasets the pages read (当前借阅,
 * 借阅历史, 我的收藏, 预约), each with the engine's status, upload and report, history, rollback,
 * template and its connector to the library system.
 */
export default function ManageScreen() {
  const { t } = useTranslation('library');
  return (
    <Tabs
      items={[
        { key: 'settings', label: t('manage.settings'), children: <SettingsForm /> },
        ...LIBRARY_KINDS.map((kind) => ({ key: kind, label: t(`manage.kinds.${kind.split('.')[1]}`), children: <Dataset kind={kind} /> })),
      ]}
    />
  );
}
