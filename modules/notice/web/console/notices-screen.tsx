import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import dayjs from 'dayjs';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import { EditorialStatus, EditorialDesk } from '@quad/content-engine/console';
import { useCall } from '@quad/platform/shell/console/use-call';
import { useSession } from '@quad/platform/shell/use-session';
import {
  getManagedNotice,
  getNotice,
  listNotices,
  listPublished,
  manageNotices,
  pendingNotices,
  releaseNotice,
  reviewNotice,
  submitNotice,
  withdrawNotice,
  type TManagedNotice,
} from '../../contract';
import { NoticeDrawer } from './notice-drawer';
import { ReadStats } from './read-stats';

/** What a change of a notice makes out of date besides the console list: the readers' and publishers' lists, the notice itself. */
const STALE = [getManagedNotice, getNotice, listNotices, listPublished, pendingNotices];

/**
 * 通知管理: every notice to a publisher (waiting ones first), one's own to a writer; writing with
 * targeting and the rich-text editor, review, sending now or later, withdrawing, and the read
 * receipts with who has not read.
 */
export default function NoticesScreen() {
  const { t } = useTranslation('notice');
  const call = useCall();
  const publisher = useSession().allowed('notice', 'publish');
  const [stats, setStats] = useState<TManagedNotice>();
  const readShare = (n: TManagedNotice) => t('manage.read', { read: n.read, audience: n.audience });
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
          /* The name starts with what the button shows, so a voice user can say it (WCAG 2.5.3). */
          <Button type="link" size="small" onClick={() => setStats(n)} aria-label={`${readShare(n)} ${t('console.stats')} ${n.title}`}>
            {readShare(n)}
          </Button>
        ) : null,
    },
    {
      title: t('console.time'),
      key: 'time',
      width: 150,
      render: (_, n) => dayjs.unix(n.status === 'scheduled' ? n.publishAt : n.created).format('YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <EditorialDesk<TManagedNotice>
      area="notice"
      list={manageNotices}
      stale={STALE}
      columns={columns}
      publisher={publisher}
      submit={(n) => call(submitNotice, { id: n.id }, { success: t('console.submitted') })}
      withdraw={(n) => call(withdrawNotice, { id: n.id }, { success: t('console.withdrawn') })}
      release={(n, publishAt) => call(releaseNotice, { id: n.id, publishAt }, { success: t(publishAt ? 'console.scheduled' : 'console.sent') })}
      review={(n, d) => call(reviewNotice, { id: n.id, ...d }, { success: t(d.approve ? 'console.approved' : 'console.rejected') })}
      drawer={(draft, onClose) => <NoticeDrawer draft={draft} onClose={onClose} />}
    >
      <ReadStats notice={stats} onClose={() => setStats(undefined)} />
    </EditorialDesk>
  );
}
