import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { SECRET_MASK, type TLibrarySettings } from '../../contract';
import { useLibrarySettings, useSaveLibrarySettings } from '../calls/settings';

/**
 * 续借接口: the library's renewal interface (接口地址, 令牌, 开放续借, 最多续借次数). A stored token shows
 * as 已保存（不显示） and goes back masked, which keeps it while the address stays the same.
 */
export function SettingsForm() {
  const { t } = useTranslation('library');
  const settings = useLibrarySettings();
  const [form] = Form.useForm<TLibrarySettings>();
  const save = useSaveLibrarySettings(form, t('settings.saved'));
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ ...settings.data, token: settings.data.token === SECRET_MASK ? '' : settings.data.token });
  }, [settings.data, form]);
  if (!settings.data) return <Spin />;
  const stored = settings.data.token === SECRET_MASK;
  const handleFinish = (values: TLibrarySettings) =>
    save.mutate({ ...values, baseUrl: values.baseUrl ?? '', token: values.token || (stored ? SECRET_MASK : '') });
  return (
    <Form form={form} layout="vertical" onFinish={handleFinish} style={{ maxWidth: 560 }}>
      <Alert type="info" showIcon title={t('settings.protocol')} style={{ marginBottom: 16 }} />
      {settings.data.demo && <Alert type="success" showIcon title={t('settings.demo')} style={{ marginBottom: 16 }} />}
      <Form.Item name="baseUrl" label={t('settings.baseUrl')} extra={t('settings.baseUrlHint')}>
        <Input placeholder="https://lib.example.edu.cn/quad" allowClear />
      </Form.Item>
      <Form.Item name="token" label={t('settings.token')}>
        <Input.Password placeholder={stored ? t('settings.tokenStored') : t('settings.tokenPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="renewEnabled" label={t('settings.renewEnabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="maxRenewals" label={t('settings.maxRenewals')}>
        <InputNumber min={1} max={10} precision={0} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
