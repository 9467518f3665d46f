import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import App from 'antd/es/app';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { CommentModeration } from '@quad/web/console/comment-moderation';
import { PagedTable, SearchBox, usePaging } from '@quad/web/console/paged-table';
import { useCall } from '@quad/web/shell/console/use-call';
import { deleteTopic, setTopicStatus, type TManagedTopic, type TTopicStatus } from '../../contract';
import { refreshTopics, useManagedTopics } from '../api';
import { TopicDrawer, type TTopicDraft } from './topic-drawer';

const STATUS_COLOR: Record<TTopicStatus, string> = { open: 'green', closed: 'default', hidden: 'orange' };
/** What a topic may become from each state. */
const NEXT: Record<TTopicStatus, TTopicStatus[]> = { open: ['closed', 'hidden'], closed: ['open', 'hidden'], hidden: ['open'] };

function TopicsTable() {
  const { t } = useTranslation('topic');
  const { modal } = App.useApp();
  const call = useCall();
  const { paging, setPaging, keyword, search } = usePaging();
  const [draft, setDraft] = useState<TTopicDraft>(null);
  const topics = useManagedTopics({ keyword, ...paging });

  const move = async (topic: TManagedTopic, status: TTopicStatus) => {
    if (await call(setTopicStatus, { id: topic.id, status }, { success: t(`manage.done.${status}`) })) await refreshTopics();
  };
  const remove = (topic: TManagedTopic) =>
    modal.confirm({
      title: t('manage.deleteConfirm', { title: topic.title }),
      okText: t('manage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('manage.cancel'),
      onOk: async () => {
        if (await call(deleteTopic, { id: topic.id }, { success: t('manage.deleted') })) await refreshTopics();
      },
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
    {
      title: t('manage.actions'),
      key: 'actions',
      width: 240,
      render: (_, topic) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDraft(topic)} aria-label={`${t('manage.edit')} ${topic.title}`}>
            {t('manage.edit')}
          </Button>
          {NEXT[topic.status].map((status) => (
            <Button key={status} type="link" size="small" onClick={() => void move(topic, status)} aria-label={`${t(`manage.to.${status}`)} ${topic.title}`}>
              {t(`manage.to.${status}`)}
            </Button>
          ))}
          <Button type="link" size="small" danger onClick={() => remove(topic)} aria-label={`${t('manage.delete')} ${topic.title}`}>
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
          <SearchBox label={t('manage.search')} onSearch={search} />
        </Space>
      </div>
      <PagedTable
        result={topics}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('manage.empty')}
        totalText={(total) => t('manage.total', { total })}
      />
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
