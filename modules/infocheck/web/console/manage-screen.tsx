import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { RECORDS_KIND } from '../../contract';
import { CampaignForm } from './campaign-form';

/**
 * `infocheck/manage` 信息核对设置: the campaign (days, editable items), and for those holding admin →
 * datasets the students' records from the school system: upload, history, rollback, template, connector.
 */
export default function ManageScreen() {
  const { t } = useTranslation('infocheck');
  const session = useSession();
  const canLoad = session.allowed('admin', 'datasets');
  const items = [
    {
      key: 'campaign',
      label: t('manage.campaign'),
      children: (
        <>
          <Alert type="info" showIcon title={t('manage.intro')} style={{ marginBottom: 16 }} />
          <CampaignForm />
        </>
      ),
    },
    ...(canLoad
      ? [
          { key: 'data', label: t('manage.data'), children: <DatasetLoads kind={RECORDS_KIND} /> },
          { key: 'connector', label: t('manage.connector'), children: <DatasetConnectorPanel kind={RECORDS_KIND} /> },
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
