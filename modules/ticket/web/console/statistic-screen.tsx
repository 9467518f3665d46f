import { useTranslation } from 'react-i18next';
import Progress from 'antd/es/progress';
import { QueryTable } from '@quad/platform/console/paged-table';
import type { TCheckStatistic } from '../../contract';
import { useCheckStatistic } from '../calls/console';
import { fullTime } from '../pages/when';

/** 验票统计: per event how many hold a ticket and how many of them came (were checked). */
export default function StatisticScreen() {
  const { t } = useTranslation('ticket');
  const stats = useCheckStatistic();
  return (
    <QueryTable<TCheckStatistic>
      result={stats}
      rows={stats.data?.list}
      pagination={false}
      emptyText={t('console.noEvents')}
      columns={[
        { title: t('event.title'), dataIndex: 'title' },
        { title: t('event.when'), dataIndex: 'startsAt', render: (at: number) => fullTime(at) },
        { title: t('counts.capacity'), dataIndex: 'capacity' },
        { title: t('counts.holders'), dataIndex: 'won' },
        { title: t('counts.checked'), dataIndex: 'checked' },
        { title: t('counts.cancelled'), dataIndex: 'cancelled' },
        {
          title: t('counts.rate'),
          key: 'rate',
          render: (_, s) => (
            <Progress percent={s.won ? Math.round((s.checked / s.won) * 100) : 0} size="small" aria-label={t('counts.rate')} />
          ),
        },
      ]}
    />
  );
}
