import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { ExportButton } from '@quad/platform/console/export-button';
import { QueryTable, SearchBox, serverPages, usePaging } from '@quad/platform/console/paged-table';
import { SEAT_EXPORT_PATH, type TManagedSeatEvent } from '../../contract';
import { useManagedSeatEvents } from '../calls/console';
import { fullTime } from '../pages/when';
import { SeatEventDrawer, type TSeatEventDraft } from './event-drawer';
import { OccupancyModal } from './occupancy-modal';

/** 选座场次: every seat event with its seats sold; create, edit (layout included), see the seat map, export who sits where. */
export default function SeatEventsScreen() {
  const { t } = useTranslation('seat');
  const { paging, setPaging, keyword, search } = usePaging();
  const events = useManagedSeatEvents({ ...paging, keyword: keyword || undefined });
  const [draft, setDraft] = useState<TSeatEventDraft>(null);
  const [mapOf, setMapOf] = useState('');
  return (
    <>
      <div className="adm-toolbar">
        <SearchBox label={t('console.search')} onSearch={search} />
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ id: '' })}>
          {t('console.create')}
        </Button>
      </div>
      <QueryTable<TManagedSeatEvent>
        result={events}
        rows={events.data?.list}
        emptyText={t('console.noEvents')}
        pagination={serverPages(paging, events.data?.total, (total) => t('console.total', { total }), setPaging)}
        columns={[
          { title: t('event.title'), dataIndex: 'title' },
          { title: t('event.when'), dataIndex: 'startsAt', render: (at: number) => fullTime(at) },
          { title: t('event.place'), dataIndex: 'place' },
          { title: t('console.opens'), dataIndex: 'opensAt', render: (at: number) => fullTime(at) },
          { title: t('console.sold'), key: 'sold', render: (_, e) => `${e.counts.won} / ${e.counts.capacity}` },
          {
            title: t('console.published'),
            dataIndex: 'published',
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('console.on') : t('console.off')}</Tag>,
          },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, e) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setDraft({ id: e.id })}
                  aria-label={t('console.editOf', { title: e.title })}
                >
                  {t('console.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => setMapOf(e.id)} aria-label={t('console.mapOf', { title: e.title })}>
                  {t('console.map')}
                </Button>
                <ExportButton href={`${SEAT_EXPORT_PATH}?id=${encodeURIComponent(e.id)}`}>{t('console.export')}</ExportButton>
              </Space>
            ),
          },
        ]}
      />
      <SeatEventDrawer draft={draft} onClose={() => setDraft(null)} />
      <OccupancyModal id={mapOf} onClose={() => setMapOf('')} />
    </>
  );
}
