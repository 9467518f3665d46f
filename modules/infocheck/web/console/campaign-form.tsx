import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { QueryError } from '@quad/platform/console/query-states';
import { DEFAULT_EDITABLE, LOCKED_FIELDS, RECORD_FIELDS, type TRecordField } from '../../contract-fields';
import { useCampaign, useSaveCampaign } from '../calls/review';

interface TCampaignValues {
  name: string;
  opens: string;
  closes: string;
  editable: TRecordField[];
}

const today = () => new Date().toISOString().slice(0, 10);
const OPTIONS = RECORD_FIELDS.filter((f) => !LOCKED_FIELDS.includes(f.key)).map((f) => ({ value: f.key, label: f.label }));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 核对批次: the current campaign's name, days and editable items; 新建批次 starts next year's with nobody confirmed. */
export function CampaignForm() {
  const { t } = useTranslation('infocheck');
  const campaign = useCampaign();
  const save = useSaveCampaign();
  const [form] = Form.useForm<TCampaignValues>();
  const current = campaign.data?.campaign;
  useEffect(() => {
    if (current) form.setFieldsValue({ name: current.name, opens: current.opens, closes: current.closes, editable: current.editable as TRecordField[] });
    else form.setFieldsValue({ name: `${today().slice(0, 4)}年秋季学生信息核对`, opens: today(), closes: today(), editable: DEFAULT_EDITABLE });
  }, [current, form]);
  if (campaign.isError) return <QueryError error={campaign.error} onRetry={() => void campaign.refetch()} />;
  if (!campaign.data) return <Spin />;
  const submit = async (asNew: boolean) => {
    const values = await form.validateFields();
    await save({ ...values, id: asNew ? undefined : current?.id }, { form, success: t('manage.saved') });
  };
  const dayRule = { pattern: DAY, message: 'YYYY-MM-DD' };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 720 }} aria-label={t('manage.campaign')}>
      {current && (
        <p>
          <Tag color={current.isOpen ? 'green' : 'default'}>{current.isOpen ? t('manage.open') : t('manage.notOpen')}</Tag>
        </p>
      )}
      {!current && <p>{t('manage.none')}</p>}
      <Form.Item name="name" label={t('manage.name')} rules={[{ required: true, message: t('manage.name') }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Space>
        <Form.Item name="opens" label={`${t('manage.days')}（YYYY-MM-DD）`} rules={[{ required: true, ...dayRule }]}>
          <Input placeholder="2026-09-01" />
        </Form.Item>
        <Form.Item name="closes" label={t('to')} rules={[{ required: true, ...dayRule }]}>
          <Input placeholder="2026-09-30" />
        </Form.Item>
      </Space>
      <Form.Item name="editable" label={t('manage.editable')}>
        <Checkbox.Group options={OPTIONS} />
      </Form.Item>
      <Space>
        {current && (
          <Button type="primary" onClick={() => void submit(false)}>
            {t('manage.save')}
          </Button>
        )}
        <Button type={current ? 'default' : 'primary'} onClick={() => void submit(true)}>
          {t('manage.saveNew')}
        </Button>
      </Space>
    </Form>
  );
}
