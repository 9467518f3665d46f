import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import type { TEditorialStatus } from '@quad/contracts/editorial';
import { EditorialActions, EditorialFilter, EditorialStatus, ReleaseModal, ReviewModal } from '@quad/web/console/editorial';
import { PagedTable, usePaging } from '@quad/web/console/paged-table';
import { useCall } from '@quad/web/shell/console/use-call';
import { queryClient } from '@quad/web/shell/query-client';
import { fetchData } from '@quad/web/shell/request';
import { useSession } from '@quad/web/shell/use-session';
import { manageNotices, releaseNotice, reviewNotice, submitNotice, withdrawNotice, type TManagedNotice } from '../../contract';
import { NoticeDrawer, type TNoticeDraft } from './notice-drawer';
import { ReadStats } from './read-stats';

const refresh = () => queryClient.invalidateQueries({ queryKey: ['notice'] });

/**
 * 通知管理: every notice to a publisher (waiting ones first), one's own to a writer; writing with
 * targeting and the rich-text editor, review, sending now or later, withdrawing, and the read
 * receipts with who has not read. Opened from a message (`?id=`), it opens that notice.
 */
export default function NoticesScreen() {
  const { t } = useTranslation('notice');
  const { modal } = App.useApp();
  const call = useCall();
  const publisher = useSession().allowed('notice', 'publish');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<TEditorialStatus | 'all'>('all');
  const { paging, setPaging, restart } = usePaging();
  const [deciding, setDeciding] = useState<{ notice: TManagedNotice; kind: 'release' | 'review' }>();
  const [stats, setStats] = useState<TManagedNotice>();
  const notices = useQuery({ queryKey: ['notice', 'console', status, paging], queryFn: () => fetchData(manageNotices, { status: status === 'all' ? undefined : status, ...paging }) });
  const draft: TNoticeDraft = params.has('id') ? (params.get('id') ?? '') : null;
  const open = (id: string | null) => setParams(id === null ? {} : { id }, { replace: true });
  const act = async (done: unknown) => {
    if (done) await refresh();
    return !!done;
  };
  const withdraw = (n: TManagedNotice) =>
    modal.confirm({
      title: t('manage.withdrawConfirm'),
      okText: t('manage.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('console.cancel'),
      onOk: () => act(call(withdrawNotice, { id: n.id }, { success: t('console.withdrawn') })),
    });

  const columns: ColumnsType<TManagedNotice> = [
    {
      title: t('publish.title'),
      key: 'title',
      render: (_, n) => (
        <Space wrap size={4}>
          {n.pinned && <Tag color="red">{t('list.pinned')}</Tag>}
          {n.mustRead && <Tag color="orange">{t('list.mustRead')}</Tag>}
          {n.status === 'published' ? <Link to={`/notice/noticepage?id=${n.id}`}>{n.title}</Link> : n.title}
        </Space>
      ),
    },
    { title: t('console.status'), key: 'status', width: 160, render: (_, n) => <EditorialStatus status={n.status} note={n.reviewNote} /> },
    { title: t('console.author'), dataIndex: 'author', width: 110 },
    {
      title: t('console.receipts'),
      key: 'receipts',
      width: 130,
      render: (_, n) =>
        n.status === 'published' ? (
          <Button type="link" size="small" onClick={() => setStats(n)} aria-label={`${t('console.stats')} ${n.title}`}>
            {t('manage.read', { read: n.read, audience: n.audience })}
          </Button>
        ) : null,
    },
    {
      title: t('console.time'),
      key: 'time',
      width: 150,
      render: (_, n) => dayjs.unix(n.status === 'scheduled' ? n.publishAt : n.created).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('console.actions'),
      key: 'actions',
      width: 220,
      render: (_, n) => (
        <EditorialActions
          piece={n}
          publisher={publisher}
          onAction={(action) => {
            if (action === 'edit') open(n.id);
            else if (action === 'submit') void act(call(submitNotice, { id: n.id }, { success: t('console.submitted') }));
            else if (action === 'withdraw') withdraw(n);
            else setDeciding({ notice: n, kind: action });
          }}
        />
      ),
    },
  ];

  return (
    <>
      <div className="adm-toolbar">
        <Space wrap>
          <Button type="primary" onClick={() => open('')}>
            {t('console.create')}
          </Button>
          <EditorialFilter
            value={status}
            onChange={(next) => {
              setStatus(next);
              restart();
            }}
          />
        </Space>
      </div>
      <PagedTable result={notices} columns={columns} paging={paging} onPaging={setPaging} emptyText={t('manage.empty')} totalText={(total) => t('console.total', { total })} />
      <NoticeDrawer
        draft={draft}
        onClose={(saved) => {
          open(null);
          if (saved) void refresh();
        }}
      />
      <ReleaseModal
        open={deciding?.kind === 'release'}
        title={deciding?.notice.title ?? ''}
        onClose={() => setDeciding(undefined)}
        onRelease={(publishAt) => act(call(releaseNotice, { id: deciding!.notice.id, publishAt }, { success: t(publishAt ? 'console.scheduled' : 'console.sent') }))}
      />
      <ReviewModal
        open={deciding?.kind === 'review'}
        title={deciding?.notice.title ?? ''}
        onClose={() => setDeciding(undefined)}
        onReview={(d) => act(call(reviewNotice, { id: deciding!.notice.id, ...d }, { success: t(d.approve ? 'console.approved' : 'console.rejected') }))}
      />
      <ReadStats notice={stats} onClose={() => setStats(undefined)} />
    </>
  );
}
