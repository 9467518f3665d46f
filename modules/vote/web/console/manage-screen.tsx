import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { actionsColumn, ManagedList, useConfirmDelete, useWindowColumns } from '@quad/platform/console/managed-list';
import { usePaging } from '@quad/platform/console/paged-table';
import { useNavigate } from '@quad/platform/shell/router';
import type { TManagedVote } from '../../contract-manage';
import { useDeleteVote, useManagedVotes } from '../calls/manage';
import { VoteDrawer } from './vote-drawer';

/** 投票管理: every vote with its live ballots and leader, to create, edit, open its results or delete. */
export default function ManageScreen() {
  const { t } = useTranslation('vote');
  const navigate = useNavigate();
  const { paging, setPaging, keyword, search } = usePaging();
  const votes = useManagedVotes({ ...paging, keyword: keyword || undefined });
  const remove = useDeleteVote(t('manage.deleted'));
  const confirmDelete = useConfirmDelete<TManagedVote>(
    'vote',
    (vote) => remove.mutateAsync({ id: vote.id }),
    (vote) => (vote.ballots > 0 ? t('manage.deleteNote', { count: vote.ballots }) : undefined),
  );
  /** The vote being edited ('' for a new one), or null with the drawer closed. */
  const [editing, setEditing] = useState<string | null>(null);

  const columns: ColumnsType<TManagedVote> = [
    { title: t('manage.title'), dataIndex: 'title' },
    ...useWindowColumns<TManagedVote>('vote'),
    {
      title: t('manage.kind'),
      key: 'kind',
      render: (_, v) =>
        [
          t(v.multiple ? 'kind.multiple' : 'kind.single'),
          t(v.anonymous ? 'kind.anonymous' : 'kind.named'),
          v.perDay > 0 ? t('kind.perDay', { count: v.perDay }) : t('kind.once'),
        ].join(' · '),
    },
    { title: t('manage.ballots'), dataIndex: 'ballots', align: 'right' },
    {
      title: t('manage.leader'),
      dataIndex: 'leaders',
      render: (leaders: string[]) => (leaders.length === 0 ? '—' : leaders.length === 1 ? leaders[0] : t('manage.tied', { leaders: leaders.join('、') })),
    },
    actionsColumn<TManagedVote>(t('manage.actions'), () => [
      { label: t('manage.results'), onClick: (v) => void navigate(`/vote/results?id=${encodeURIComponent(v.id)}`) },
      { label: t('manage.edit'), onClick: (v) => setEditing(v.id) },
      { label: t('manage.delete'), onClick: confirmDelete, danger: true },
    ]),
  ];

  return (
    <>
      <ManagedList area="vote" onCreate={() => setEditing('')} onSearch={search} result={votes} columns={columns} paging={paging} onPaging={setPaging} />
      <VoteDrawer id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
