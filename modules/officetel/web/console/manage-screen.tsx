import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import { DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { DIRECTORY_KIND } from '../../contract';

/**
 * `officeTel/manage` 电话簿管理: the phone book's dataset (status, upload with the validation report,
 * history, rollback, template) through the datasets engine's screen. Its calls are the engine's, which
 * need admin → datasets: without it the screen says so instead of showing refusals.
 */
export default function ManageScreen() {
  const { t } = useTranslation('officetel');
  const session = useSession();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('manage.intro')} />
      {session.allowed('admin', 'datasets') ? <DatasetLoads kind={DIRECTORY_KIND} /> : <Alert type="warning" showIcon title={t('manage.noDatasets')} />}
    </Space>
  );
}
