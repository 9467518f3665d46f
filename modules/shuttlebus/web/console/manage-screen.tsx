import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import { useSession } from '@quad/platform/shell/use-session';
import { CALENDAR_KIND, DEPARTURES_KIND } from '../../contract';
import { KindPanel } from './kind-panel';

/**
 * `shuttleBus/manage` 校车时刻管理: the timetable and the holiday calendar, each through the datasets
 * engine's screens (status, upload with the validation report, history, rollback, template; the
 * connector). Their calls need admin → datasets: without it the screen says so instead of showing refusals.
 */
export default function ManageScreen() {
  const { t } = useTranslation('shuttlebus');
  const session = useSession();
  if (!session.allowed('admin', 'datasets')) return <Alert type="warning" showIcon title={t('manage.noDatasets')} />;
  return (
    <Tabs
      items={[
        { key: 'timetable', label: t('manage.timetable'), children: <KindPanel kind={DEPARTURES_KIND} intro={t('manage.intro')} /> },
        { key: 'calendar', label: t('manage.calendar'), children: <KindPanel kind={CALENDAR_KIND} intro={t('manage.calendarIntro')} /> },
      ]}
    />
  );
}
