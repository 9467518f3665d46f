import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { AttachmentsField, type TAttachmentRef } from '@quad/platform/console/attachments-field';
import { RichTextEditor } from '@quad/platform/console/rich-text-editor';
import { PictureField, type TFileRef } from '@quad/platform/console/upload-field';
import { EditorialDrawer } from '@quad/content-engine/console';
import { useCall } from '@quad/platform/shell/console/use-call';
import type { TCallOutput } from '@quad/contracts/call';
import { getManagedArticle, saveArticle } from '../../contract';
import { useManagedArticle } from '../calls/get-managed-article';
import { useManagedChannels } from '../calls/manage-channels';

type TManagedArticle = TCallOutput<typeof getManagedArticle>;

interface TArticleForm {
  channel: string;
  title: string;
  summary: string;
  body: string;
  cover?: TFileRef;
  attachments: TAttachmentRef[];
}

/** The article being edited: '' for a new one, its id, or null when closed. */
export type TArticleDraft = string | null;

/** Writing an article: channel, title, summary, cover, the text (rich) and attachments. Saving keeps its state. */
export function ArticleDrawer({ draft, onClose }: { draft: TArticleDraft; onClose: (savedId?: string) => void }) {
  const { t } = useTranslation('news');
  const [form] = Form.useForm<TArticleForm>();
  const call = useCall();
  const channels = useManagedChannels();
  const existing = useManagedArticle(draft);

  // A new article starts in the first channel this person may write in.
  const fill = useCallback(
    (a?: TManagedArticle): Partial<TArticleForm> =>
      a
        ? { channel: a.channel, title: a.title, summary: a.summary, body: a.body, cover: a.cover ?? undefined, attachments: a.attachments }
        : { channel: channels.data?.list[0]?.key, title: '', summary: '', body: '', attachments: [] },
    [channels.data],
  );
  const save = (v: TArticleForm) =>
    call(
      saveArticle,
      { id: draft || undefined, channel: v.channel, title: v.title, summary: v.summary, body: v.body ?? '', cover: v.cover?.file, attachments: (v.attachments ?? []).map((f) => f.file) },
      { form, success: t('console.saved') },
    );

  return (
    <EditorialDrawer area="news" draft={draft} form={form} existing={existing} fill={fill} save={save} onClose={onClose}>
      <Form.Item name="channel" label={t('publish.channel')} required>
        <Select options={(channels.data?.list ?? []).map((c) => ({ value: c.key, label: c.name }))} aria-label={t('publish.channel')} />
      </Form.Item>
      <Form.Item name="title" label={t('publish.title')} required>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="summary" label={t('publish.summary')} extra={t('publish.summaryHint')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="cover" label={t('publish.cover')}>
        <PictureField label={t('publish.cover')} />
      </Form.Item>
      <Form.Item name="body" label={t('publish.body')} required>
        <RichTextEditor label={t('publish.body')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('publish.attachments')}>
        <AttachmentsField label={t('publish.attachments')} />
      </Form.Item>
    </EditorialDrawer>
  );
}
