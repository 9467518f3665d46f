import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { timeParts } from '@quad/platform/shell/time';
import { GPA_SCALES, GRADE_WORDS, type TGpaRules } from '../../contract';
import { useGpaRules, useSaveGpaRules } from '../calls/gpa-rules';

/** 绩点规则: the site's scale, grade words, pass/fail, 补考 and retakes, the categories counted. */
export function RulesForm() {
  const { t } = useTranslation('score');
  const [form] = Form.useForm<TGpaRules>();
  const rules = useGpaRules();
  const save = useSaveGpaRules(t('manage.saved'), form);
  useEffect(() => {
    if (rules.data) form.setFieldsValue(rules.data.rules);
  }, [rules.data, form]);
  if (!rules.data) return <Skeleton active />;
  return (
    <Form<TGpaRules> form={form} layout="vertical" initialValues={rules.data.rules} onFinish={(values) => void save.mutateAsync({ ...values, categories: values.categories ?? [] })} style={{ maxWidth: 640 }}>
      <Form.Item name="scale" label={t('manage.scale')}>
        <Radio.Group options={GPA_SCALES.map((scale) => ({ value: scale, label: t(`scale.${scale}`) }))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
      </Form.Item>
      <Form.Item name="usePointsColumn" label={t('manage.usePointsColumn')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('manage.gradeScores')}>
        {GRADE_WORDS.map((word) => (
          <Form.Item key={word} name={['gradeScores', word]} label={word} style={{ display: 'inline-block', width: 110, marginRight: 8 }}>
            <InputNumber min={0} max={100} aria-label={word} />
          </Form.Item>
        ))}
      </Form.Item>
      <Form.Item name="passFailInGpa" label={t('manage.passFailInGpa')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="passScore" label={t('manage.passScore')}>
        <InputNumber min={0} max={100} />
      </Form.Item>
      <Form.Item name="makeup" label={t('manage.makeup')}>
        <Radio.Group options={(['count', 'cap60', 'ignore'] as const).map((v) => ({ value: v, label: t(`manage.makeup${v[0]!.toUpperCase()}${v.slice(1)}`) }))} />
      </Form.Item>
      <Form.Item name="retake" label={t('manage.retake')}>
        <Radio.Group options={(['highest', 'latest'] as const).map((v) => ({ value: v, label: t(`manage.retake${v[0]!.toUpperCase()}${v.slice(1)}`) }))} />
      </Form.Item>
      <Form.Item name="categories" label={t('manage.categories')} extra={t('manage.categoriesHint')}>
        <Select mode="tags" tokenSeparators={[',', '，', '、']} aria-label={t('manage.categories')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('manage.save')}
      </Button>
      {rules.data.updatedAt > 0 && <Typography.Text type="secondary" style={{ marginLeft: 12 }}>{t('manage.updatedAt', { time: timeParts(rules.data.updatedAt).fullTime })}</Typography.Text>}
    </Form>
  );
}
