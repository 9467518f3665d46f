import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { FormDrawer } from '@quad/platform/console/form-drawer';
import { PictureField, type TFileRef } from '@quad/platform/console/upload-field';
import type { TManagedTopic } from '../../contract';
import { useSaveTopic } from '../calls/save-topic';

interface TTopicForm {
  title: string;
  description: string;
  cover?: TFileRef;
  pinned: boolean;
  review: boolean;
}

/** A new topic (`{}`), one to edit, or null when closed. */
export type TTopicDraft = Partial<TManagedTopic> | null;

/** Create or edit a topic: its question, what it is about, a cover, pinned, and whether posts are reviewed first. */
export function TopicDrawer({ draft, onClose }: { draft: TTopicDraft; onClose: () => void }) {
  const { t } = useTranslation('topic');
  const [form] = Form.useForm<TTopicForm>();
  const save = useSaveTopic(form, t('manage.saved'));

  useEffect(() => {
    if (draft === null) return;
    form.resetFields();
    form.setFieldsValue({
      title: draft.title ?? '',
      description: draft.description ?? '',
      cover: draft.coverFile ? { file: draft.coverFile, url: draft.cover ?? '', thumb: draft.coverThumb } : undefined,
      pinned: draft.pinned ?? false,
      review: draft.review ?? false,
    });
  }, [draft, form]);

  const submit = async (values: TTopicForm) => {
    const done = await save.mutateAsync({
      id: draft?.id,
      title: values.title,
      description: values.description,
      cover: values.cover?.file ?? '',
      pinned: values.pinned,
      review: values.review,
    });
    if (done) onClose();
  };

  return (
    <FormDrawer open={draft !== null} title={draft?.id ? t('manage.edit') : t('manage.create')} width={480} onClose={onClose} onSave={() => form.submit()}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label={t('manage.title')} required extra={t('manage.titleHint')}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="description" label={t('manage.description')}>
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item label={t('manage.cover')} name="cover">
          <PictureField label={t('manage.cover')} />
        </Form.Item>
        <Form.Item name="pinned" label={t('manage.pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="review" label={t('manage.review')} valuePropName="checked" extra={t('manage.reviewHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
