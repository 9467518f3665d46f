import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { QueryError } from '@quad/platform/console/query-states';
import type { TCasSettings } from '../../contract';
import { useCasSettings, useSaveCasSettings } from '../calls/manage';
import { OidcSettingsCard } from './oidc-settings-card';

/** 统一身份认证设置: the site's CAS server, which value is the person's number, on or off; and below, its OIDC provider. */
export default function CasSettingsScreen() {
  const { t } = useTranslation('sso');
  const [form] = Form.useForm<TCasSettings>();
  const settings = useCasSettings();
  const save = useSaveCasSettings(form, t('settings.saved'));

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.isSuccess) return <Spin />;
  return (
    <>
      <Card title={t('settings.title')}>
        <Alert type="info" showIcon title={t('settings.hint')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => void save.mutateAsync(v)}>
          <Form.Item name="enabled" label={t('settings.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="serverUrl" label={t('settings.serverUrl')} extra={t('settings.serverUrlHint')}>
            <Input placeholder="https://cas.example.edu.cn/cas" maxLength={300} />
          </Form.Item>
          <Form.Item name="numberAttribute" label={t('settings.numberAttribute')} extra={t('settings.numberAttributeHint')}>
            <Input placeholder="xgh" maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Form>
      </Card>
      <OidcSettingsCard />
    </>
  );
}
