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
import type { TOidcSettings } from '../../contract';
import { useOidcSettings, useSaveOidcSettings } from '../calls/manage';

type TForm = Omit<TOidcSettings, 'hasSecret'> & { clientSecret?: string };

/**
 * The site's OpenID Connect provider. The secret is never sent back: the field stays empty, says
 * whether one is saved, and an empty field keeps it.
 */
export function OidcSettingsCard() {
  const { t } = useTranslation('sso');
  const [form] = Form.useForm<TForm>();
  const settings = useOidcSettings();
  const save = useSaveOidcSettings(form, t('settings.saved'));

  useEffect(() => {
    if (!settings.data) return;
    const { hasSecret: _hasSecret, ...fields } = settings.data;
    form.setFieldsValue({ ...fields, clientSecret: '' });
  }, [settings.data, form]);

  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.isSuccess) return <Spin />;
  return (
    <Card title={t('oidc.title')} style={{ marginTop: 16 }}>
      <Alert type="info" showIcon title={t('oidc.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => void save.mutateAsync(v)}>
        <Form.Item name="enabled" label={t('oidc.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="issuer" label={t('oidc.issuer')} extra={t('oidc.issuerHint')}>
          <Input placeholder="https://idp.example.edu.cn/realms/campus" maxLength={300} />
        </Form.Item>
        <Form.Item name="clientId" label={t('oidc.clientId')}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label={t('oidc.clientSecret')}
          extra={t(settings.data.hasSecret ? 'oidc.secretKept' : 'oidc.secretMissing')}
        >
          <Input.Password maxLength={500} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="scopes" label={t('oidc.scopes')} extra={t('oidc.scopesHint')}>
          <Input placeholder="openid profile" maxLength={200} />
        </Form.Item>
        <Form.Item name="numberClaim" label={t('oidc.numberClaim')} extra={t('oidc.numberClaimHint')}>
          <Input placeholder="preferred_username" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('oidc.save')}
        </Button>
      </Form>
    </Card>
  );
}
