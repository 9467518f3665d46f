import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import dayjs from 'dayjs';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ZFeedbackItem } from '../../contract-inbox';
import { useFeedback } from '../calls/list-feedback';
import { useSetFeedbackStatus } from '../calls/set-feedback-status';
import { QueryTable, serverPages, usePaging } from '@quad/platform/console/paged-table';

type TFeedback = z.infer<typeof ZFeedbackItem>;
type TStatus = TFeedback['status'];
const STATUS_COLOR: Record<TStatus, string> = { new: 'red', read: 'blue', done: 'green' };

/** 意见反馈: what users sent from the feedback panels, newest first, with its status. */
export default function FeedbackScreen() {
  const { t } = useTranslation('admin');
  const setFeedbackStatus = useSetFeedbackStatus();
  const { paging, setPaging, status, only, chooseStatus } = usePaging<TStatus>();
  const feedback = useFeedback({ ...paging, status: only });

  const mark = async (item: TFeedback, next: TStatus) => {
    await setFeedbackStatus({ id: item.id, status: next }, { success: t('saved') });
  };

  const columns: ColumnsType<TFeedback> = [
    { title: t('feedback.time'), dataIndex: 'created', width: 160, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm') },
    { title: t('feedback.content'), dataIndex: 'content', render: (text: string) => <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div> },
    { title: t('feedback.page'), dataIndex: 'page', ellipsis: true },
    {
      title: t('feedback.from'),
      key: 'from',
      render: (_, f) => (
        <>
          <div>{f.user_name || t('feedback.guest')}</div>
          {f.contact && <div className="adm-muted">{f.contact}</div>}
        </>
      ),
    },
    {
      title: t('feedback.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: TStatus) => <Tag color={STATUS_COLOR[s]}>{t(`feedbackStatus.${s}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 170,
      render: (_, f) => (
        <Space size={0}>
          {f.status === 'new' && (
            <Button type="link" size="small" onClick={() => void mark(f, 'read')}>
              {t('feedback.markRead')}
            </Button>
          )}
          {f.status !== 'done' && (
            <Button type="link" size="small" onClick={() => void mark(f, 'done')}>
              {t('feedback.markDone')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Space>
          {t('feedback.inbox')}
          <Badge count={feedback.data?.unread ?? 0} title={t('feedback.unread', { count: feedback.data?.unread ?? 0 })} />
        </Space>
      }
    >
      <div className="adm-toolbar">
        <Segmented<TStatus | 'all'>
          aria-label={t('feedback.status')}
          value={status}
          onChange={chooseStatus}
          options={(['all', 'new', 'read', 'done'] as const).map((s) => ({ value: s, label: t(`feedbackStatus.${s}`) }))}
        />
      </div>
      <QueryTable<TFeedback>
        result={feedback}
        rows={feedback.data?.list}
        columns={columns}
        emptyText={t('feedback.empty')}
        pagination={serverPages(paging, feedback.data?.total, (total) => t('feedback.total', { total }), setPaging)}
      />
    </Card>
  );
}
