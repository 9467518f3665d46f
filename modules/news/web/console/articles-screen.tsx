import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import type { TEditorialStatus } from '@quad/contracts/editorial';
import { EditorialActions, EditorialFilter, EditorialStatus, ReleaseModal, ReviewModal } from '@quad/web/console/editorial';
import { PagedTable, usePaging } from '@quad/web/console/paged-table';
import { useCall } from '@quad/web/shell/console/use-call';
import { queryClient } from '@quad/web/shell/query-client';
import { fetchData } from '@quad/web/shell/request';
import { useSession } from '@quad/web/shell/use-session';
import { manageArticles, publishArticle, reviewArticle, submitArticle, withdrawArticle } from '../../contract';
import { ArticleDrawer, type TArticleDraft } from './article-drawer';

type TArticle = Awaited<ReturnType<typeof fetchArticles>>['list'][number];
const fetchArticles = (filter: { status?: TEditorialStatus; page: number; size: number }) => fetchData(manageArticles, filter);
const refresh = () => queryClient.invalidateQueries({ queryKey: ['news'] });

/**
 * 文章管理: every article to a publisher (waiting ones first), one's own to a writer; writing with
 * the rich-text editor, submitting for review, reviewing, publishing now or later, withdrawing.
 * Opened from a message (`?id=`), it opens that article.
 */
export default function ArticlesScreen() {
  const { t } = useTranslation('news');
  const { modal } = App.useApp();
  const call = useCall();
  const session = useSession();
  const publisher = session.allowed('news', 'publish');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<TEditorialStatus | 'all'>('all');
  const { paging, setPaging, restart } = usePaging();
  const [deciding, setDeciding] = useState<{ article: TArticle; kind: 'release' | 'review' }>();
  const articles = useQuery({ queryKey: ['news', 'console', status, paging], queryFn: () => fetchArticles({ status: status === 'all' ? undefined : status, ...paging }) });
  const draft: TArticleDraft = params.has('id') ? (params.get('id') ?? '') : null;
  const open = (id: string | null) => setParams(id === null ? {} : { id }, { replace: true });

  const act = async (done: unknown) => {
    if (done) await refresh();
    return !!done;
  };
  const withdraw = (a: TArticle) =>
    modal.confirm({
      title: t('manage.withdrawConfirm'),
      okText: t('manage.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('console.cancel'),
      onOk: () => act(call(withdrawArticle, { id: a.id }, { success: t('console.withdrawn') })),
    });

  const columns: ColumnsType<TArticle> = [
    {
      title: t('publish.title'),
      key: 'title',
      render: (_, a) => (a.status === 'published' ? <Link to={`/news/detail?id=${a.id}`}>{a.title}</Link> : a.title),
    },
    { title: t('publish.channel'), dataIndex: 'channel', width: 110 },
    { title: t('console.status'), key: 'status', width: 160, render: (_, a) => <EditorialStatus status={a.status} note={a.reviewNote} /> },
    { title: t('console.author'), dataIndex: 'author', width: 110 },
    { title: t('console.views'), dataIndex: 'views', width: 80 },
    {
      title: t('console.time'),
      key: 'time',
      width: 150,
      render: (_, a) => dayjs.unix(a.status === 'scheduled' || a.status === 'published' ? a.publishAt : a.updated).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('console.actions'),
      key: 'actions',
      width: 220,
      render: (_, a) => (
        <EditorialActions
          piece={a}
          publisher={publisher}
          onAction={(action) => {
            if (action === 'edit') open(a.id);
            else if (action === 'submit') void act(call(submitArticle, { id: a.id }, { success: t('console.submitted') }));
            else if (action === 'withdraw') withdraw(a);
            else setDeciding({ article: a, kind: action });
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
      <PagedTable
        result={articles}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('manage.empty')}
        totalText={(total) => t('console.total', { total })}
      />
      <ArticleDrawer
        draft={draft}
        onClose={(saved) => {
          open(null);
          if (saved) void refresh();
        }}
      />
      <ReleaseModal
        open={deciding?.kind === 'release'}
        title={deciding?.article.title ?? ''}
        onClose={() => setDeciding(undefined)}
        onRelease={(publishAt) => act(call(publishArticle, { id: deciding!.article.id, publishAt }, { success: t(publishAt ? 'publish.scheduled' : 'publish.done') }))}
      />
      <ReviewModal
        open={deciding?.kind === 'review'}
        title={deciding?.article.title ?? ''}
        onClose={() => setDeciding(undefined)}
        onReview={(d) => act(call(reviewArticle, { id: deciding!.article.id, ...d }, { success: t(d.approve ? 'console.approved' : 'console.rejected') }))}
      />
    </>
  );
}
