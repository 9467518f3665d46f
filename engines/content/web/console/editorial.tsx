import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { EDITORIAL_STATUSES, type TEditorialStatus } from '@quad/contracts/editorial';
import { editorialActions, type TEditorialAction, type TEditorialPiece } from './editorial-actions';
import { CONSOLE_NS } from '@quad/platform/shell/console/console-strings';

const STATUS_COLOR: Record<TEditorialStatus, string> = { draft: 'default', pending: 'orange', scheduled: 'blue', published: 'green', withdrawn: 'red' };

/** The filter of a list of pieces: all, or one state, named as the table's tags name them. */
export function EditorialFilter({ value, onChange }: { value: TEditorialStatus | 'all'; onChange: (value: TEditorialStatus | 'all') => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <Segmented<TEditorialStatus | 'all'>
      aria-label={t('editorial.filter')}
      value={value}
      onChange={onChange}
      options={(['all', ...EDITORIAL_STATUSES] as const).map((s) => ({ value: s, label: s === 'all' ? t('editorial.all') : t(`editorial.status.${s}`) }))}
    />
  );
}

/** Where a piece (a notice, an article) stands, with the reviewer's note of one sent back. */
export function EditorialStatus({ status, note }: { status: TEditorialStatus; note?: string }) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <>
      <Tag color={STATUS_COLOR[status]}>{t(`editorial.status.${status}`)}</Tag>
      {status === 'draft' && note && <div className="adm-muted">{t('editorial.returned', { note })}</div>}
    </>
  );
}

/** The action buttons of a piece's row, each named with the piece's title for screen readers. */
export function EditorialActions({ piece, publisher, onAction }: { piece: TEditorialPiece; publisher: boolean; onAction: (action: TEditorialAction) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <Space size={0} wrap>
      {editorialActions(piece, publisher).map((action) => (
        <Button key={action} type="link" size="small" danger={action === 'withdraw'} aria-label={`${t(`editorial.action.${action}`)} ${piece.title}`} onClick={() => onAction(action)}>
          {t(`editorial.action.${action}`)}
        </Button>
      ))}
    </Space>
  );
}

/** What a publisher decides about a piece: go out now, or at a chosen time (unix seconds; 0 = now). */
function WhenField({ value, onChange }: { value: Dayjs | null; onChange: (when: Dayjs | null) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  return (
    <Space direction="vertical">
      <Radio.Group value={value ? 'later' : 'now'} onChange={(e) => onChange(e.target.value === 'later' ? dayjs().add(1, 'hour').startOf('hour') : null)}>
        <Radio value="now">{t('editorial.now')}</Radio>
        <Radio value="later">{t('editorial.later')}</Radio>
      </Radio.Group>
      {value && (
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={value} onChange={onChange} allowClear={false} disabledDate={(d) => d.isBefore(dayjs(), 'day')} aria-label={t('editorial.at')} />
      )}
    </Space>
  );
}

/** Sending a piece out: now or at a set time. `onRelease` answers whether it worked (the modal then closes). */
export function ReleaseModal({ title, open, onClose, onRelease }: { title: string; open: boolean; onClose: () => void; onRelease: (publishAt: number) => Promise<boolean> }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [when, setWhen] = useState<Dayjs | null>(null);
  return (
    <Modal
      open={open}
      title={t('editorial.releaseTitle', { title })}
      okText={when ? t('editorial.schedule') : t('editorial.publish')}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={async () => {
        if (await onRelease(when ? when.unix() : 0)) onClose();
      }}
      destroyOnHidden
    >
      <WhenField value={when} onChange={setWhen} />
    </Modal>
  );
}

/** A publisher's review: approve (now or at a time) or send back with a note for the writer. */
export function ReviewModal({
  title,
  open,
  onClose,
  onReview,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onReview: (decision: { approve: boolean; note: string; publishAt: number }) => Promise<boolean>;
}) {
  const { t } = useTranslation(CONSOLE_NS);
  const [approve, setApprove] = useState(true);
  const [note, setNote] = useState('');
  const [when, setWhen] = useState<Dayjs | null>(null);
  return (
    <Modal
      open={open}
      title={t('editorial.reviewTitle', { title })}
      okText={approve ? t('editorial.approve') : t('editorial.reject')}
      okButtonProps={{ danger: !approve }}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={async () => {
        if (await onReview({ approve, note: note.trim(), publishAt: approve && when ? when.unix() : 0 })) onClose();
      }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group value={approve} onChange={(e) => setApprove(e.target.value as boolean)}>
          <Radio value={true}>{t('editorial.approve')}</Radio>
          <Radio value={false}>{t('editorial.reject')}</Radio>
        </Radio.Group>
        {approve && <WhenField value={when} onChange={setWhen} />}
        <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} showCount placeholder={t('editorial.note')} aria-label={t('editorial.note')} />
      </Space>
    </Modal>
  );
}
