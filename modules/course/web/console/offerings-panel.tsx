import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ColumnsType } from 'antd/es/table';
import { ExportButton } from '@quad/platform/console/export-button';
import { actionsColumn, useConfirmDelete, type TRowAction } from '@quad/platform/console/managed-list';
import { PagedTable, SearchBox, usePaging } from '@quad/platform/console/paged-table';
import { COURSE_ROSTER_EXPORT_PATH, type TManagedOffering, type TManagedTerm } from '../../contract-manage';
import { creditsText } from '../../rules';
import { useDeleteOffering, useManagedOfferings } from '../calls/manage';
import { slotsShort } from '../pages/course-text';
import { DrawResultModal } from './draw-result-modal';
import { OfferingDrawer } from './offering-drawer';

/** One term's offerings with their live places (已选 of 名额, 预选, 候补), to create, edit, see the draw, export the roster or delete. */
export function OfferingsPanel({ term, onClose }: { term: TManagedTerm; onClose: () => void }) {
  const { t } = useTranslation('course');
  const { paging, setPaging, keyword, search } = usePaging();
  const offerings = useManagedOfferings({ termId: term.id, ...paging, keyword: keyword || undefined });
  const remove = useDeleteOffering(t('manage.deleted'));
  const confirmDelete = useConfirmDelete<TManagedOffering>('course', (o) => remove.mutateAsync({ id: o.id }));
  /** The drawer's offering: null for a new one; closed while `editing` is false. */
  const [editing, setEditing] = useState<{ offering: TManagedOffering | null } | false>(false);
  const [drawOf, setDrawOf] = useState<TManagedOffering | null>(null);

  const edit: TRowAction<TManagedOffering> = { label: t('manage.edit'), onClick: (o) => setEditing({ offering: o }) };
  const draw: TRowAction<TManagedOffering> = { label: t('manage.draw'), onClick: setDrawOf };
  const columns: ColumnsType<TManagedOffering> = [
    { title: t('offering.code'), dataIndex: 'code' },
    { title: t('offering.name'), dataIndex: 'name' },
    { title: t('offering.credits'), dataIndex: 'credits', align: 'right', render: (credits: number) => creditsText(credits) },
    { title: t('offering.teacher'), dataIndex: 'teacher' },
    { title: t('offering.slots'), key: 'slots', render: (_, o) => slotsShort(t, o.slots) },
    {
      title: t('offering.counts'),
      key: 'counts',
      render: (_, o) =>
        t('offering.countsText', { won: o.counts.won, capacity: o.counts.capacity, pending: o.counts.pending, waiting: o.counts.waiting }),
    },
    actionsColumn<TManagedOffering>(t('manage.actions'), (o) => [
      edit,
      ...(o.drawn ? [draw] : []),
      { label: t('manage.delete'), onClick: (row) => confirmDelete(row), danger: true },
    ]),
    {
      title: t('offering.roster'),
      key: 'roster',
      render: (_, o) => (
        <ExportButton href={`${COURSE_ROSTER_EXPORT_PATH}?id=${encodeURIComponent(o.id)}`} icon={<DownloadOutlined />}>
          {t('offering.export')}
        </ExportButton>
      ),
    },
  ];

  return (
    <Card
      title={t('offering.panel', { term: term.title })}
      extra={<Button onClick={onClose}>{t('offering.close')}</Button>}
      style={{ marginTop: 16 }}
    >
      <div className="adm-toolbar">
        <SearchBox label={t('offering.search')} onSearch={search} />
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ offering: null })}>
          {t('offering.create')}
        </Button>
      </div>
      <PagedTable
        result={offerings}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('offering.empty')}
        totalText={(total) => t('offering.total', { total })}
      />
      <OfferingDrawer
        termId={term.id}
        offering={editing ? editing.offering : null}
        open={editing !== false}
        onClose={() => setEditing(false)}
      />
      <DrawResultModal offering={drawOf} onClose={() => setDrawOf(null)} />
    </Card>
  );
}
