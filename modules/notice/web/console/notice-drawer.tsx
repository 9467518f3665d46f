import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { AttachmentsField, type TAttachmentRef } from '@quad/platform/console/attachments-field';
import { RichTextEditor } from '@quad/platform/console/rich-text-editor';
import { EditorialDrawer } from '@quad/content-engine/console';
import { useCall } from '@quad/platform/shell/console/use-call';
import { callQuery } from '@quad/platform/shell/calls';
import { AudienceFields } from '@quad/platform/console/audience-fields';
import type { TCallOutput } from '@quad/contracts/call';
import { getManagedNotice, saveNotice } from '../../contract';
import { useAudienceOptions } from '../calls/audience-options';

interface TNoticeForm {
  title: string;
  body: string;
  all: boolean;
  departments: string[];
  classes: string[];
  roles: string[];
  people: string[];
  pinned: boolean;
  mustRead: boolean;
  expires: Dayjs | null;
  attachments: TAttachmentRef[];
}

/** The notice being edited: '' for a new one, its id, or null when closed. */
export type TNoticeDraft = string | null;

const EMPTY: TNoticeForm = { title: '', body: '', all: false, departments: [], classes: [], roles: [], people: [], pinned: false, mustRead: false, expires: null, attachments: [] };
const fillNotice = (n?: TCallOutput<typeof getManagedNotice>): Partial<TNoticeForm> => (n ? { ...n, expires: n.expires ? dayjs.unix(n.expires) : null } : EMPTY);

/** Writing a notice: whom it is for (the whole school, departments, classes, roles, named people), text, files, must-read, pinned, expiry. */
export function NoticeDrawer({ draft, onClose }: { draft: TNoticeDraft; onClose: (savedId?: string) => void }) {
  const { t } = useTranslation('notice');
  const [form] = Form.useForm<TNoticeForm>();
  const call = useCall();
  const all = Form.useWatch('all', form);
  const options = useAudienceOptions(draft !== null);
  const existing = useQuery({ ...callQuery(getManagedNotice, { id: draft ?? '' }), enabled: !!draft });

  const save = (v: TNoticeForm) =>
    call(
      saveNotice,
      { ...v, id: draft || undefined, expires: v.expires ? v.expires.unix() : 0, attachments: (v.attachments ?? []).map((f) => f.file) },
      { form, success: t('console.saved') },
    );

  return (
    <EditorialDrawer area="notice" draft={draft} form={form} existing={existing} fill={fillNotice} save={save} onClose={onClose}>
      <Form.Item name="title" label={t('publish.title')} required>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="all" label={t('publish.all')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!all && <AudienceFields choices={options} />}
      <Form.Item name="body" label={t('publish.body')} required>
        <RichTextEditor label={t('publish.body')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('console.attachments')}>
        <AttachmentsField label={t('console.attachments')} />
      </Form.Item>
      <Form.Item name="mustRead" label={t('publish.mustRead')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="pinned" label={t('publish.pinned')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="expires" label={t('console.expires')} extra={t('console.expiresHint')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={t('console.expires')} />
      </Form.Item>
    </EditorialDrawer>
  );
}
