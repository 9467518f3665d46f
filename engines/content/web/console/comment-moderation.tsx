import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import dayjs from 'dayjs';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TCommentStatus, TModeratedComment } from '@quad/contracts/comments';
import { CONSOLE_NS } from '@quad/platform/shell/console/console-strings';
import { PagedTable, SearchBox, usePaging } from '@quad/platform/console/paged-table';
import { useModeratedComments } from '../calls/list-moderated-comments';
import { useConsoleModerateComment } from './calls/moderate-comment';

type TFilter = TCommentStatus | 'all';
type TAction = 'approve' | 'hide' | 'restore' | 'delete';
const STATUS_COLOR: Record<TCommentStatus, string> = { pending: 'orange', visible: 'green', hidden: 'default' };
const ACTIONS: Record<TCommentStatus, TAction[]> = { pending: ['approve', 'hide', 'delete'], visible: ['hide', 'delete'], hidden: ['restore', 'delete'] };
/** Decisions the author is told the reason of. */
const WITH_REASON = new Set<TAction>(['hide', 'delete']);

/**
 * 评论审核 for one kind of subject (an area's videos, its topics): waiting comments first, each with
 * the record it is about, and the moderator's decisions (a reason for hiding and deleting, which the
 * author is told). Areas put it on their console screen beside their own records.
 */
export function CommentModeration({ kind }: { kind: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  const moderate = useConsoleModerateComment((action) => t(`comments.done.${action}`));
  const { paging, setPaging, keyword, search, status, only, chooseStatus } = usePaging<TCommentStatus>('pending');
  const [deciding, setDeciding] = useState<{ comment: TModeratedComment; action: TAction }>();
  const [reason, setReason] = useState('');
  const comments = useModeratedComments(kind, { status: only, keyword, ...paging });

  const decide = (comment: TModeratedComment, action: TAction, why = '') => moderate.mutateAsync({ id: comment.id, action, reason: why || undefined });

  const columns: ColumnsType<TModeratedComment> = [
    {
      title: t('comments.content'),
      key: 'content',
      render: (_, c) => (
        <>
          {c.replyTo && <div className="adm-muted">{t('comments.replyTo', { name: c.replyTo.realname, excerpt: c.replyTo.excerpt })}</div>}
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</div>
          {c.images.length > 0 && (
            <Space wrap size={4} style={{ marginTop: 4 }}>
              {c.images.map((image, i) => (
                <a key={image.file} href={image.url} target="_blank" rel="noopener noreferrer" aria-label={t('comments.image', { n: i + 1 })}>
                  <img src={image.thumb} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
                </a>
              ))}
            </Space>
          )}
        </>
      ),
    },
    { title: t('comments.author'), key: 'author', width: 110, render: (_, c) => c.author.realname },
    {
      title: t('comments.subject'),
      key: 'subject',
      width: 180,
      ellipsis: true,
      render: (_, c) => (c.subject.link ? <Link to={`/${c.subject.link}`}>{c.subject.title}</Link> : c.subject.title),
    },
    { title: t('comments.time'), dataIndex: 'created', width: 150, render: (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm') },
    {
      title: t('comments.status'),
      key: 'status',
      width: 150,
      render: (_, c) => (
        <>
          <Tag color={STATUS_COLOR[c.status]}>{t(`comments.state.${c.status}`)}</Tag>
          {c.moderation && (
            <div className="adm-muted">
              {t('comments.by', { name: c.moderation.by, time: dayjs.unix(c.moderation.at).format('MM-DD HH:mm') })}
              {c.moderation.reason && `：${c.moderation.reason}`}
            </div>
          )}
        </>
      ),
    },
    {
      title: t('comments.actions'),
      key: 'actions',
      width: 170,
      render: (_, c) => (
        <Space size={0} wrap>
          {ACTIONS[c.status].map((action) => (
            <Button
              key={action}
              type="link"
              size="small"
              danger={action === 'delete'}
              aria-label={`${t(`comments.action.${action}`)} ${c.body.slice(0, 20)}`}
              onClick={() => {
                if (WITH_REASON.has(action)) {
                  setReason('');
                  setDeciding({ comment: c, action });
                } else void decide(c, action);
              }}
            >
              {t(`comments.action.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="adm-toolbar">
        <Space wrap>
          <Segmented<TFilter>
            aria-label={t('comments.status')}
            value={status}
            onChange={chooseStatus}
            options={(['pending', 'all', 'visible', 'hidden'] as const).map((s) => ({
              value: s,
              label: s === 'pending' ? <Badge count={comments.data?.pending ?? 0} size="small" offset={[8, 0]}>{t('comments.state.pending')}</Badge> : t(`comments.state.${s}`),
            }))}
          />
          <SearchBox label={t('comments.search')} onSearch={search} />
        </Space>
      </div>
      <PagedTable
        result={comments}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        emptyText={t(status === 'pending' ? 'comments.nonePending' : 'comments.none')}
        totalText={(total) => t('comments.total', { total })}
      />
      <Modal
        open={!!deciding}
        title={deciding ? t(`comments.action.${deciding.action}`) : ''}
        okText={deciding ? t(`comments.action.${deciding.action}`) : ''}
        okButtonProps={{ danger: deciding?.action === 'delete' }}
        cancelText={t('cancel')}
        onCancel={() => setDeciding(undefined)}
        onOk={async () => {
          if (deciding && (await decide(deciding.comment, deciding.action, reason.trim()))) setDeciding(undefined);
        }}
        destroyOnHidden
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{deciding?.comment.body}</p>
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          showCount
          placeholder={t('comments.reason')}
          aria-label={t('comments.reason')}
        />
      </Modal>
    </>
  );
}
