import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Badge from 'antd/es/badge';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { CommentModeration } from '@quad/content-engine/console';
import { ManagedList, useActionsColumn } from '@quad/platform/console/managed-list';
import { usePaging } from '@quad/platform/console/paged-table';
import type { TManagedVideo, TVideoStatus } from '../../contract';
import { useDeleteVideo } from '../calls/delete-video';
import { useManagedVideos } from '../calls/manage-videos';
import { useSetVideoStatus } from '../calls/set-video-status';
import { VideoDrawer, type TVideoDraft } from './video-drawer';

const STATUS_COLOR: Record<TVideoStatus, string> = { draft: 'default', published: 'green', hidden: 'orange' };

function VideosTable() {
  const { t } = useTranslation('video');
  const move = useSetVideoStatus((status) => t(`manage.done.${status}`));
  const remove = useDeleteVideo(t('manage.deleted'));
  const { paging, setPaging, keyword, search, status, only, chooseStatus } = usePaging<TVideoStatus>();
  const [draft, setDraft] = useState<TVideoDraft>(null);
  const videos = useManagedVideos({ status: only, keyword, ...paging });
  const categories = [...new Set((videos.data?.list ?? []).map((v) => v.category))];
  const actions = useActionsColumn<TManagedVideo, 'published' | 'hidden'>('video', {
    width: 190,
    moves: (v) => (v.status === 'published' ? [{ to: 'hidden', label: t('manage.hide') }] : [{ to: 'published', label: t('manage.publish') }]),
    onEdit: setDraft,
    onMove: (v, next) => move.mutate({ id: v.id, status: next }),
    onDelete: (v) => remove.mutateAsync({ id: v.id }),
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
    actions,
  ];

  return (
    <>
      <ManagedList
        area="video"
        onCreate={() => setDraft({})}
        filters={
          <Segmented<TVideoStatus | 'all'>
            aria-label={t('manage.status')}
            value={status}
            onChange={chooseStatus}
            options={(['all', 'draft', 'published', 'hidden'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        }
        onSearch={search}
        result={videos}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
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
