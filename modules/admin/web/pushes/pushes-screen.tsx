import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { z } from 'zod';
import App from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { PUSH_STATUSES, type ZMessagePush } from '@quad/contracts/message-pushes';
import { PagedTable, usePaging } from '@quad/platform/console/paged-table';
import { refreshPushes, useMessagePushes } from '../calls/list-message-pushes';
import { useRetryMessagePushes } from '../calls/retry-message-pushes';

type TPush = z.infer<typeof ZMessagePush>;
type TStatus = TPush['status'];
const STATUS_COLOR: Record<TStatus, string> = { pending: 'blue', sent: 'green', failed: 'red' };
const minute = (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm');

/**
 * 企业微信推送: every inbox message sent on to the messaging app, whether it arrived, and why not;
 * given-up ones are sent again one by one or all at once (after the app's settings are fixed).
 */
export default function PushesScreen() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const retryMessagePushes = useRetryMessagePushes();
  const { paging, setPaging, status, only, chooseStatus } = usePaging<TStatus>();
  const filter = { status: only, ...paging };
  const pushes = useMessagePushes(filter);

  const retry = async (id?: string) => {
    const done = await retryMessagePushes({ id });
    if (!done) return;
    void message.success(t('push.requeued', { count: done.requeued }));
  };
  const retryAll = () =>
    modal.confirm({ title: t('push.retryAllConfirm'), okText: t('push.retryAll'), cancelText: t('cancel'), onOk: () => retry() });

  const columns: ColumnsType<TPush> = [
    { title: t('push.created'), dataIndex: 'created', width: 150, render: minute },
    {
      title: t('push.to'),
      key: 'to',
      width: 160,
      render: (_, p) => (
        <>
          <div>{p.realname || t('push.removed')}</div>
          <div className="adm-muted">{p.corp_userid}</div>
        </>
      ),
    },
    { title: t('push.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('push.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: TStatus) => <Tag color={STATUS_COLOR[s]}>{t(`pushStatus.${s}`)}</Tag>,
    },
    { title: t('push.attempts'), dataIndex: 'attempts', width: 90, align: 'right' },
    {
      title: t('push.lastError'),
      key: 'lastError',
      ellipsis: true,
      render: (_, p) => p.last_error || (p.status === 'pending' && p.due > dayjs().unix() ? t('push.quiet', { time: minute(p.due) }) : '—'),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 100,
      render: (_, p) =>
        p.status === 'failed' && (
          <Button type="link" size="small" onClick={() => void retry(p.id)} aria-label={`${t('push.retry')} ${p.title}`}>
            {t('push.retry')}
          </Button>
        ),
    },
  ];

  return (
    <Card size="small" title={<h2 className="adm-card-title">{t('push.heading')}</h2>}>
      <Alert type="info" showIcon title={t('push.intro')} style={{ marginBottom: 12 }} />
      <div className="adm-toolbar">
        <Space wrap>
          <Segmented<TStatus | 'all'>
            aria-label={t('push.status')}
            value={status}
            onChange={chooseStatus}
            options={[{ value: 'all', label: t('push.all') }, ...PUSH_STATUSES.map((s) => ({ value: s, label: t(`pushStatus.${s}`) }))]}
          />
          <Button onClick={retryAll}>{t('push.retryAll')}</Button>
          <Button onClick={() => void refreshPushes()}>{t('push.reload')}</Button>
        </Space>
      </div>
      <PagedTable
        result={pushes}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t('push.empty')}
        totalText={(total) => t('push.total', { total })}
      />
    </Card>
  );
}
