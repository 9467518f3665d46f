import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import AutoComplete from 'antd/es/auto-complete';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { PictureField, UploadField, type TFileRef } from '@quad/platform/console/upload-field';
import type { TManagedVideo } from '../../contract';
import { useSaveVideo } from '../calls/save-video';

interface TVideoForm {
  title: string;
  category: string;
  description: string;
  source: 'file' | 'link';
  link: string;
  commentsOpen: boolean;
  commentsReview: boolean;
  cover?: TFileRef;
  file?: TFileRef;
  /** Seconds, read from the uploaded file by the browser. */
  duration: number;
}

/** A new video (`{}`), one to edit, or null when closed. */
export type TVideoDraft = Partial<TManagedVideo> | null;

/**
 * Create or edit a video: title, category (one of the site's or a new one), description, cover, and
 * either an uploaded mp4/webm file (its length read by the browser) or an https address.
 */
export function VideoDrawer({ draft, categories, onClose }: { draft: TVideoDraft; categories: string[]; onClose: () => void }) {
  const { t } = useTranslation('video');
  const [form] = Form.useForm<TVideoForm>();
  const save = useSaveVideo(form, t('manage.saved'));
  const source = Form.useWatch('source', form);

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue({
      title: draft.title ?? '',
      category: draft.category ?? '',
      description: draft.description ?? '',
      source: draft.link ? 'link' : 'file',
      link: draft.link ?? '',
      commentsOpen: draft.commentsOpen ?? true,
      commentsReview: draft.commentsReview ?? false,
      cover: draft.coverFile ? { file: draft.coverFile, url: draft.cover ?? '', thumb: draft.coverThumb } : undefined,
      file: draft.videoFile ? { file: draft.videoFile, url: draft.src ?? '' } : undefined,
      duration: draft.duration ?? 0,
    });
  }, [draft, form]);

  const submit = async (values: TVideoForm) => {
    const done = await save.mutateAsync({
      id: draft?.id,
      title: values.title,
      category: values.category,
      description: values.description,
      cover: values.cover?.file ?? '',
      file: values.source === 'file' ? (values.file?.file ?? '') : '',
      link: values.source === 'link' ? values.link : '',
      duration: Math.round(values.duration),
      commentsOpen: values.commentsOpen,
      commentsReview: values.commentsReview,
    });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={draft !== null}
      title={draft?.id ? t('manage.edit') : t('manage.create')}
      width={520}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label={t('manage.title')} required>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="category" label={t('manage.category')} required extra={t('manage.categoryHint')}>
          <AutoComplete options={categories.map((c) => ({ value: c }))} maxLength={20} aria-label={t('manage.category')} />
        </Form.Item>
        <Form.Item name="description" label={t('manage.description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item label={t('manage.cover')} name="cover">
          <PictureField label={t('manage.cover')} />
        </Form.Item>
        <Form.Item name="source" label={t('manage.source')}>
          <Radio.Group
            options={[
              { value: 'file', label: t('manage.sourceFile') },
              { value: 'link', label: t('manage.sourceLink') },
            ]}
          />
        </Form.Item>
        {source === 'link' ? (
          <Form.Item name="link" label={t('manage.link')} extra={t('manage.linkHint')}>
            <Input placeholder="https://" maxLength={1000} />
          </Form.Item>
        ) : (
          <Form.Item label={t('manage.file')} name="file" extra={t('manage.fileHint')}>
            <UploadField
              accept="video/mp4,video/webm"
              label={t('manage.file')}
              preview={(file) => (
                <video
                  src={file.url}
                  controls
                  preload="metadata"
                  style={{ width: '100%', maxHeight: 240, background: '#000' }}
                  onLoadedMetadata={(e) =>
                    Number.isFinite(e.currentTarget.duration) && form.setFieldValue('duration', e.currentTarget.duration)
                  }
                />
              )}
            />
          </Form.Item>
        )}
        <Form.Item name="duration" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="commentsOpen" label={t('manage.commentsOpen')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="commentsReview" label={t('manage.commentsReview')} valuePropName="checked" extra={t('manage.commentsReviewHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
