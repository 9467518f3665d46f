import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import { FormModal } from '@quad/platform/console/form-modal';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import type { TFaq } from '../../contract';
import { useDeleteFaq, useManagedHelp, useSaveFaq, useSaveHelpTexts } from '../calls/manage';

interface TTexts {
  guide: string;
  contactText: string;
  contactPhone: string;
  contactEmail: string;
}
type TFaqForm = Omit<TFaq, 'id'>;

/** 登录帮助管理: the guide and contact texts, and the questions (order, edit, delete). */
export default function HelpScreen() {
  const { t } = useTranslation('sso');
  const help = useManagedHelp();
  const [texts] = Form.useForm<TTexts>();
  const [faqForm] = Form.useForm<TFaqForm>();
  const [editing, setEditing] = useState<Partial<TFaq> | null>(null);
  const saveTexts = useSaveHelpTexts(texts, t('manage.saved'));
  const saveFaq = useSaveFaq(faqForm, t('manage.saved'));
  const remove = useDeleteFaq(t('manage.deleted'));

  useEffect(() => {
    if (!help.data) return;
    const { guide, contact } = help.data;
    texts.setFieldsValue({ guide, contactText: contact.text, contactPhone: contact.phone, contactEmail: contact.email });
  }, [help.data, texts]);

  if (help.isError) return <QueryError error={help.error} onRetry={() => void help.refetch()} />;
  if (!help.isSuccess) return <Spin />;

  const submitFaq = async (values: TFaqForm) => {
    if (await saveFaq.mutateAsync({ ...values, id: editing?.id })) setEditing(null);
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('manage.texts')}>
        <Form form={texts} layout="vertical" style={{ maxWidth: 640 }} onFinish={(v) => void saveTexts.mutateAsync(v)}>
          <Form.Item name="guide" label={t('help.guide')}>
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item name="contactText" label={t('manage.contactText')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('help.phone')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="contactEmail" label={t('help.email')}>
            <Input maxLength={100} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saveTexts.isPending}>
            {t('manage.save')}
          </Button>
        </Form>
      </Card>
      <Card
        title={t('help.faqs')}
        extra={
          <Button type="primary" onClick={() => setEditing({ sort: (help.data.faqs.at(-1)?.sort ?? 0) + 10 })}>
            {t('manage.create')}
          </Button>
        }
      >
        <Table<TFaq>
          rowKey="id"
          dataSource={help.data.faqs}
          pagination={false}
          locale={{ emptyText: <EmptyState text={t('help.noFaqs')} /> }}
          columns={[
            { title: t('manage.sort'), dataIndex: 'sort', width: 80 },
            { title: t('manage.question'), dataIndex: 'question' },
            {
              title: t('manage.actions'),
              key: 'actions',
              width: 160,
              render: (_, faq) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(faq)}>
                    {t('manage.edit')}
                  </Button>
                  <Popconfirm title={t('manage.confirmDelete')} onConfirm={() => remove.mutateAsync({ id: faq.id })}>
                    <Button size="small" danger>
                      {t('manage.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <FormModal<TFaqForm>
        form={faqForm}
        open={editing !== null}
        title={editing?.id ? t('manage.edit') : t('manage.create')}
        okText={t('manage.save')}
        width={560}
        initialValues={editing ?? undefined}
        onClose={() => setEditing(null)}
        onFinish={submitFaq}
      >
        <Form.Item name="question" label={t('manage.question')} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="answer" label={t('manage.answer')} required>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item name="sort" label={t('manage.sort')} extra={t('manage.sortHint')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </FormModal>
    </Space>
  );
}
