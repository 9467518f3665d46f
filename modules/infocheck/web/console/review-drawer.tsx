import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { AttachmentList } from '@quad/platform/ui/attachment-list';
import type { TReviewItem } from '../../contract';
import { useDecide } from '../calls/review';

/** One request in full: whose, what changes, why, the proof; 通过 or 驳回 with a comment (a rejection needs one). */
export function ReviewDrawer({ item, onClose }: { item: TReviewItem | undefined; onClose: () => void }) {
  const { t } = useTranslation('infocheck');
  const decide = useDecide();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const handleDecide = async (approve: boolean) => {
    if (!item) return;
    if (!approve && !comment.trim()) return setError(t('review.commentRequired'));
    setBusy(true);
    const done = await decide({ id: item.id, approve, comment: comment.trim() || undefined }, { success: t(approve ? 'review.approved' : 'review.rejected') });
    setBusy(false);
    if (done) {
      setComment('');
      setError('');
      onClose();
    }
  };
  return (
    <Drawer open={item !== undefined} onClose={onClose} title={item ? `${item.studentName}（${item.studentNo}）· ${item.label}` : ''} size={520} destroyOnHidden>
      {item && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('review.className')}>{[item.college, item.className].filter(Boolean).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('review.field')}>{item.label}</Descriptions.Item>
            <Descriptions.Item label={t('review.oldValue')}>{item.oldValue || t('blank')}</Descriptions.Item>
            <Descriptions.Item label={t('review.newValue')}>
              <Typography.Text strong>{item.newValue}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('review.reason')}>{item.reason}</Descriptions.Item>
            <Descriptions.Item label={t('review.attachments')}>{item.attachments.length ? <AttachmentList files={item.attachments} /> : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('review.status')}>{t(`requests.status.${item.status}`)}</Descriptions.Item>
            {item.status !== 'pending' && <Descriptions.Item label={t('review.reviewer')}>{item.reviewer}</Descriptions.Item>}
            {item.comment && <Descriptions.Item label={t('review.comment')}>{item.comment}</Descriptions.Item>}
          </Descriptions>
          {item.status === 'pending' && (
            <>
              <Input.TextArea aria-label={t('review.comment')} placeholder={t('review.comment')} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} rows={3} status={error ? 'error' : undefined} />
              {error && <Typography.Text type="danger">{error}</Typography.Text>}
              <Space>
                <Button type="primary" loading={busy} onClick={() => void handleDecide(true)}>
                  {t('review.approve')}
                </Button>
                <Button danger loading={busy} onClick={() => void handleDecide(false)}>
                  {t('review.reject')}
                </Button>
              </Space>
            </>
          )}
        </Space>
      )}
    </Drawer>
  );
}
