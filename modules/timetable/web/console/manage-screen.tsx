import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { DatasetConnectorPanel, DatasetLoads } from '@quad/datasets-engine/console';
import { useSession } from '@quad/platform/shell/use-session';
import { TIMETABLE_KINDS } from '../../contract';

/**
 * `timetable/manage` 课表数据: the four datasets the timetable reads (教学班, 学生选课, 教师授课, 教室),
 * each with the engine's status, upload with the row/column report, history, rollback, template and its
 * connector to the school's academic system. Its calls are the engine's (admin → datasets).
 */
export default function ManageScreen() {
  const { t } = useTranslation('timetable');
  const session = useSession();
  if (!session.allowed('admin', 'datasets')) return <Alert type="warning" showIcon title={t('manage.noDatasets')} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('manage.intro')} />
      <Tabs
        items={TIMETABLE_KINDS.map((kind) => ({
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
    </Space>
  );
}
