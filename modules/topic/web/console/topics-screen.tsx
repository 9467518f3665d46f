import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import Badge from 'antd/es/badge';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { CommentModeration } from '@quad/content-engine/console';
import { ManagedList, useActionsColumn } from '@quad/platform/console/managed-list';
import { usePaging } from '@quad/platform/console/paged-table';
import type { TManagedTopic, TTopicStatus } from '../../contract';
import { useDeleteTopic } from '../calls/delete-topic';
import { useManagedTopics } from '../calls/manage-topics';
import { useSetTopicStatus } from '../calls/set-topic-status';
import { TopicDrawer, type TTopicDraft } from './topic-drawer';

const STATUS_COLOR: Record<TTopicStatus, string> = { open: 'green', closed: 'default', hidden: 'orange' };
/** What a topic may become from each state. */
const NEXT: Record<TTopicStatus, TTopicStatus[]> = { open: ['closed', 'hidden'], closed: ['open', 'hidden'], hidden: ['open'] };

function TopicsTable() {
  const { t } = useTranslation('topic');
  const move = useSetTopicStatus((status) => t(`manage.done.${status}`));
  const remove = useDeleteTopic(t('manage.deleted'));
  const { paging, setPaging, keyword, search } = usePaging();
  const [draft, setDraft] = useState<TTopicDraft>(null);
  const topics = useManagedTopics({ keyword, ...paging });
  const actions = useActionsColumn<TManagedTopic, TTopicStatus>('topic', {
    width: 240,
    moves: (topic) => NEXT[topic.status].map((to) => ({ to, label: t(`manage.to.${to}`) })),
    onEdit: setDraft,
    onMove: (topic, status) => move.mutate({ id: topic.id, status }),
    onDelete: (topic) => remove.mutateAsync({ id: topic.id }),
  });

  const columns: ColumnsType<TManagedTopic> = [
    {
      title: t('manage.title'),
      key: 'title',
      render: (_, topic) => (
        <Space>
          {topic.pinned && <Tag color="red">{t('list.pinned')}</Tag>}
          {topic.title}
        </Space>
      ),
    },
    { title: t('manage.status'), dataIndex: 'status', width: 90, render: (s: TTopicStatus) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag> },
    {
      title: t('manage.posts'),
      key: 'posts',
      width: 110,
      render: (_, topic) => (
        <Space>
          {topic.posts}
          {topic.pending > 0 && <Badge count={topic.pending} title={t('manage.pending', { count: topic.pending })} />}
        </Space>
      ),
    },
    { title: t('manage.review'), dataIndex: 'review', width: 110, render: (on: boolean) => (on ? t('manage.yes') : t('manage.no')) },
    { title: t('manage.updated'), dataIndex: 'updated', width: 150, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm') },
    actions,
  ];

  return (
    <>
      <ManagedList area="topic" onCreate={() => setDraft({})} onSearch={search} result={topics} columns={columns} paging={paging} onPaging={setPaging} />
      <TopicDrawer draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}

/** 话题管理: the site's topics (open, close, hide, pin) and the review of their posts. */
export default function TopicsScreen() {
  const { t } = useTranslation('topic');
  return (
    <Tabs
      items={[
        { key: 'topics', label: t('manage.tabTopics'), children: <TopicsTable /> },
        { key: 'posts', label: t('manage.tabPosts'), children: <CommentModeration kind="topic" /> },
      ]}
    />
  );
}
