import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import { DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { EVENTS_KIND } from '../../contract';

/**
 * `schoolhistory/manage` 校史管理: the archive office's Excel of events through the datasets engine's
 * screen (status, upload with the validation report, history, rollback, template). Its calls need
 * admin → datasets: without it the screen says so instead of showing refusals.
 */
export default function ManageScreen() {
  const { t } = useTranslation('schoolhistory');
  const session = useSession();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('manage.intro')} />
      {session.allowed('admin', 'datasets') ? <DatasetLoads kind={EVENTS_KIND} /> : <Alert type="warning" showIcon title={t('manage.noDatasets')} />}
    </Space>
  );
}
