import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import { actionsColumn, ManagedList, useConfirmDelete } from '@quad/platform/console/managed-list';
import { usePaging } from '@quad/platform/console/paged-table';
import type { TManagedTerm } from '../../contract-manage';
import { creditsText, type TTermPhase } from '../../rules';
import { useDeleteTerm, useManagedTerms } from '../calls/manage';
import { fullTime } from '../pages/course-text';
import { OfferingsPanel } from './offerings-panel';
import { TermDrawer } from './term-drawer';

const PHASE_COLOURS: Record<TTermPhase, string> = {
  upcoming: 'orange',
  preference: 'green',
  drawing: 'gold',
  grab: 'blue',
  ended: 'default',
};

/** 选课管理: the terms with their rounds, to create, edit or delete; under the list, the chosen term's offerings. */
export default function TermsScreen() {
  const { t } = useTranslation('course');
  const { paging, setPaging, keyword, search } = usePaging();
  const terms = useManagedTerms({ ...paging, keyword: keyword || undefined });
  const remove = useDeleteTerm(t('manage.deleted'));
  const confirmDelete = useConfirmDelete<TManagedTerm>('course', (term) => remove.mutateAsync({ id: term.id }));
  /** The term being edited ('' for a new one), or null with the drawer closed. */
  const [editing, setEditing] = useState<string | null>(null);
  const [opened, setOpened] = useState<TManagedTerm | null>(null);

  const columns: ColumnsType<TManagedTerm> = [
    { title: t('manage.name'), dataIndex: 'title' },
    {
      title: t('manage.phase'),
      dataIndex: 'phase',
      render: (phase: TTermPhase) => <Tag color={PHASE_COLOURS[phase]}>{t(`phase.${phase}`)}</Tag>,
    },
    {
      title: t('manage.rounds'),
      key: 'rounds',
      render: (_, term) => (
        <>
          <div>{t('manage.preferenceRound', { from: fullTime(term.opensAt), to: fullTime(term.closesAt) })}</div>
          <div>{t('manage.grabRound', { from: fullTime(term.drawAt), to: fullTime(term.grabUntil) })}</div>
        </>
      ),
    },
    { title: t('manage.maxCredits'), dataIndex: 'maxCredits', align: 'right', render: (max: number) => creditsText(max) },
    { title: t('manage.offerings'), dataIndex: 'offerings', align: 'right' },
    actionsColumn<TManagedTerm>(t('manage.actions'), () => [
      { label: t('manage.edit'), onClick: (term) => setEditing(term.id) },
      { label: t('manage.openOfferings'), onClick: (term) => setOpened(term) },
      { label: t('manage.delete'), onClick: (term) => confirmDelete(term), danger: true },
    ]),
  ];

  return (
    <>
      <ManagedList
        area="course"
        onCreate={() => setEditing('')}
        onSearch={search}
        result={terms}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
      />
      <TermDrawer id={editing} onClose={() => setEditing(null)} />
      {opened && <OfferingsPanel term={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
