import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import App from 'antd/es/app';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { CommentModeration } from '@quad/web/console/comment-moderation';
import { PagedTable, SearchBox, usePaging } from '@quad/web/console/paged-table';
import { useCall } from '@quad/web/shell/console/use-call';
import { deleteVideo, setVideoStatus, type TManagedVideo, type TVideoStatus } from '../../contract';
import { refreshVideos, useManagedVideos } from '../api';
import { VideoDrawer, type TVideoDraft } from './video-drawer';

const STATUS_COLOR: Record<TVideoStatus, string> = { draft: 'default', published: 'green', hidden: 'orange' };

function VideosTable() {
  const { t } = useTranslation('video');
  const { modal } = App.useApp();
  const call = useCall();
  const { paging, setPaging, keyword, search, status, only, chooseStatus } = usePaging<TVideoStatus>();
  const [draft, setDraft] = useState<TVideoDraft>(null);
  const videos = useManagedVideos({ status: only, keyword, ...paging });
  const categories = [...new Set((videos.data?.list ?? []).map((v) => v.category))];

  const changeStatus = async (v: TManagedVideo, next: 'published' | 'hidden') => {
    if (await call(setVideoStatus, { id: v.id, status: next }, { success: t(`manage.done.${next}`) })) await refreshVideos();
  };
  const remove = (v: TManagedVideo) =>
    modal.confirm({
      title: t('manage.deleteConfirm', { title: v.title }),
      okText: t('manage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('manage.cancel'),
      onOk: async () => {
        if (await call(deleteVideo, { id: v.id }, { success: t('manage.deleted') })) await refreshVideos();
      },
    });

  const columns: ColumnsType<TManagedVideo> = [
    {
      title: t('manage.cover'),
      key: 'cover',
      width: 96,
      render: (_, v) => (v.coverThumb ? <img src={v.coverThumb} alt="" width={80} height={45} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null),
    },
    { title: t('manage.title'), dataIndex: 'title', ellipsis: true },
    { title: t('manage.category'), dataIndex: 'category', width: 110 },
    { title: t('manage.status'), dataIndex: 'status', width: 90, render: (s: TVideoStatus) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag> },
    { title: t('manage.views'), dataIndex: 'views', width: 80 },
    {
      title: t('manage.comments'),
      key: 'comments',
      width: 110,
      render: (_, v) => (
        <Space>
          {v.comments}
          {v.pending > 0 && <Badge count={v.pending} title={t('manage.pending', { count: v.pending })} />}
        </Space>
      ),
    },
    { title: t('manage.updated'), dataIndex: 'updated', width: 150, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm') },
    {
      title: t('manage.actions'),
      key: 'actions',
      width: 190,
      render: (_, v) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDraft(v)} aria-label={`${t('manage.edit')} ${v.title}`}>
            {t('manage.edit')}
          </Button>
          {v.status === 'published' ? (
            <Button type="link" size="small" onClick={() => void changeStatus(v, 'hidden')} aria-label={`${t('manage.hide')} ${v.title}`}>
              {t('manage.hide')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => void changeStatus(v, 'published')} aria-label={`${t('manage.publish')} ${v.title}`}>
              {t('manage.publish')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => remove(v)} aria-label={`${t('manage.delete')} ${v.title}`}>
            {t('manage.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="adm-toolbar">
        <Space wrap>
          <Button type="primary" onClick={() => setDraft({})}>
            {t('manage.create')}
          </Button>
          <Segmented<TVideoStatus | 'all'>
            aria-label={t('manage.status')}
            value={status}
            onChange={chooseStatus}
            options={(['all', 'draft', 'published', 'hidden'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <SearchBox label={t('manage.search')} onSearch={search} />
        </Space>
      </div>
      <PagedTable
        result={videos}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('manage.empty')}
        totalText={(total) => t('manage.total', { total })}
      />
      <VideoDrawer draft={draft} categories={categories} onClose={() => setDraft(null)} />
    </>
  );
}

/** 视频管理: the site's videos (draft, publish, take down) and the comments on them. */
export default function VideosScreen() {
  const { t } = useTranslation('video');
  return (
    <Tabs
      items={[
        { key: 'videos', label: t('manage.tabVideos'), children: <VideosTable /> },
        { key: 'comments', label: t('manage.tabComments'), children: <CommentModeration kind="video" /> },
      ]}
    />
  );
}
