import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import { QueryError } from '@quad/platform/console/query-states';
import { useNoticeStats } from '../calls/notice-stats';

/** Read receipts of one notice: how many of its audience read (and confirmed) it, and who has not. */
export function ReadStats({ notice, onClose }: { notice: { id: string; title: string; mustRead: boolean } | undefined; onClose: () => void }) {
  const { t } = useTranslation('notice');
  const stats = useNoticeStats(notice?.id);
  const s = stats.data;
  return (
    <Modal open={!!notice} title={t('console.statsTitle', { title: notice?.title ?? '' })} footer={null} onCancel={onClose} width={640} destroyOnHidden>
      {stats.isError ? (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !s ? (
        <Skeleton active />
      ) : (
        <>
          <p>{t('manage.read', { read: s.read, audience: s.audience })}</p>
          <Progress percent={s.audience ? Math.round((s.read / s.audience) * 100) : 0} />
          {notice?.mustRead && <p>{t('console.confirmed', { count: s.confirmed })}</p>}
          <h4>{t('manage.unread')}</h4>
          <Table
            rowKey="uid"
            size="small"
            pagination={{ pageSize: 10 }}
            dataSource={s.unread}
            locale={{ emptyText: t('manage.allRead') }}
            columns={[
              { title: t('console.name'), dataIndex: 'realname' },
              { title: t('console.number'), dataIndex: 'number' },
              { title: t('publish.departments'), dataIndex: 'department' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
