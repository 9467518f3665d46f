import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { QueryTable, SearchBox, serverPages, usePaging } from '@quad/platform/console/paged-table';
import type { TManagedEvent } from '../../contract';
import { useManagedEvents } from '../calls/console';
import { fullTime } from '../pages/when';
import { EventDrawer, type TEventDraft } from './event-drawer';

/** 活动管理: every event with its ticket counts; a new one or an edit opens the drawer. */
export default function EventsScreen() {
  const { t } = useTranslation('ticket');
  const { paging, setPaging, keyword, search } = usePaging();
  const events = useManagedEvents({ ...paging, keyword: keyword || undefined });
  const [draft, setDraft] = useState<TEventDraft>(null);
  return (
    <>
      <div className="adm-toolbar">
        <SearchBox label={t('console.search')} onSearch={search} />
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ id: '' })}>
          {t('console.create')}
        </Button>
      </div>
      <QueryTable<TManagedEvent>
        result={events}
        rows={events.data?.list}
        emptyText={t('console.noEvents')}
        pagination={serverPages(paging, events.data?.total, (total) => t('console.total', { total }), setPaging)}
        columns={[
          { title: t('event.title'), dataIndex: 'title' },
          { title: t('event.when'), dataIndex: 'startsAt', render: (at: number) => fullTime(at) },
          { title: t('event.place'), dataIndex: 'place' },
          { title: t('console.mode'), dataIndex: 'mode', render: (mode: string) => t(`mode.${mode}`) },
          { title: t('console.opens'), dataIndex: 'opensAt', render: (at: number) => fullTime(at) },
          {
            title: t('console.taken'),
            key: 'taken',
            render: (_, e) => `${e.counts.won} / ${e.counts.capacity}`,
          },
          {
            title: t('console.published'),
            dataIndex: 'published',
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('console.on') : t('console.off')}</Tag>,
          },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, e) => (
              <Button type="link" size="small" onClick={() => setDraft({ id: e.id })} aria-label={t('console.editOf', { title: e.title })}>
                {t('console.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EventDrawer draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
