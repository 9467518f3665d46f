import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { PagedTable, SearchBox, type TPaging } from '@quad/platform/console/paged-table';
import { useNavigate } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import type { TManagedVote } from '../../contract-manage';
import type { TVoteState } from '../../rules';
import { useDeleteVote, useManagedVotes } from '../calls/manage';
import { VoteDrawer } from './vote-drawer';

const STATE_COLOURS: Record<TVoteState, string> = { pending: 'orange', open: 'green', closed: 'default' };

/** 投票管理: every vote with its live ballots and leader, to create, edit, open its results or delete. */
export default function ManageScreen() {
  const { t } = useTranslation('vote');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [paging, setPaging] = useState<TPaging>({ page: 1, size: 20 });
  const [keyword, setKeyword] = useState('');
  const votes = useManagedVotes({ ...paging, keyword: keyword || undefined });
  const remove = useDeleteVote(t('manage.deleted'));
  /** The vote being edited ('' for a new one), or null with the drawer closed. */
  const [editing, setEditing] = useState<string | null>(null);

  const confirmDelete = (vote: TManagedVote) =>
    modal.confirm({
      title: t('manage.deleteConfirm', { title: vote.title }),
      content: vote.ballots > 0 ? t('manage.deleteNote', { count: vote.ballots }) : undefined,
      okText: t('manage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('manage.cancel'),
      onOk: async () => {
        await remove.mutateAsync({ id: vote.id });
      },
    });

  return (
    <>
      <div className="adm-toolbar">
        <SearchBox
          label={t('manage.search')}
          onSearch={(words) => {
            setKeyword(words.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('')}>
          {t('manage.create')}
        </Button>
      </div>
      <PagedTable<TManagedVote>
        result={votes}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('manage.empty')}
        totalText={(total) => t('manage.total', { total })}
        columns={[
          { title: t('manage.title'), dataIndex: 'title' },
          {
            title: t('manage.state'),
            dataIndex: 'state',
            render: (state: TVoteState) => <Tag color={STATE_COLOURS[state]}>{t(`state.${state}`)}</Tag>,
          },
          {
            title: t('manage.window'),
            key: 'window',
            render: (_, v) => `${timeParts(v.opensAt).fullTime} ~ ${timeParts(v.closesAt).fullTime}`,
          },
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
          { title: t('manage.leader'), dataIndex: 'leader', render: (leader: string) => leader || '—' },
          {
            title: t('manage.actions'),
            key: 'actions',
            render: (_, v) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(`/vote/results?id=${encodeURIComponent(v.id)}`)}
                  aria-label={t('manage.resultsOf', { title: v.title })}
                >
                  {t('manage.results')}
                </Button>
                <Button type="link" size="small" onClick={() => setEditing(v.id)} aria-label={t('manage.editOf', { title: v.title })}>
                  {t('manage.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmDelete(v)}
                  aria-label={t('manage.deleteOf', { title: v.title })}
                >
                  {t('manage.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <VoteDrawer id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
