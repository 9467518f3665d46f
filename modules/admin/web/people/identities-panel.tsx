import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useLinkUserIdentity } from '../calls/link-user-identity';
import { useUserIdentities } from '../calls/list-user-identities';
import { useUnlinkUserIdentity } from '../calls/unlink-user-identity';

type TLinkFields = { username: string; password: string; link_password: string };

/**
 * 多重身份: the accounts that are this person's other identities (a student who is also a teaching
 * assistant), which they switch between in the personal centre without signing in again. Linked
 * accounts switch into each other without a password, so linking asks each account's owner for their
 * own password; the server also refuses accounts holding more than the administrator, and says why.
 */
export function IdentitiesPanel({ uid }: { uid: string }) {
  const { t } = useTranslation('admin');
  const linkUserIdentity = useLinkUserIdentity();
  const unlinkUserIdentity = useUnlinkUserIdentity();
  const [form] = Form.useForm<TLinkFields>();
  const identities = useUserIdentities(uid);
  const link = async (fields: TLinkFields) => {
    if (await linkUserIdentity({ uid, ...fields, username: fields.username.trim() }, { form, success: t('identities.linked') }))
      form.resetFields();
  };
  const items = identities.data?.list ?? [];
  return (
    <section aria-labelledby="adm-identities">
      <h3 id="adm-identities">{t('identities.title')}</h3>
      <p className="adm-muted">{t('identities.hint')}</p>
      <List
        size="small"
        loading={identities.isPending}
        dataSource={items}
        locale={{ emptyText: t('identities.none') }}
        renderItem={(item) => (
          <List.Item
            actions={
              items.length > 1
                ? [
                    <Button key="unlink" type="link" size="small" onClick={() => void unlinkUserIdentity({ uid: item.uid })}>
                      {t('identities.unlink')}
                    </Button>,
                  ]
                : []
            }
          >
            <Space>
              <span>{item.username}</span>
              <Tag>{t(`userType.${item.type}`)}</Tag>
              <span className="adm-muted">{[item.number, item.department].filter(Boolean).join(' · ')}</span>
              {item.uid === uid && <Tag color="blue">{t('identities.this')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
      {/* Named, so its fields' ids do not collide with the person form's username beside it. */}
      <Form
        form={form}
        name="identity-link"
        layout="vertical"
        onFinish={(fields) => void link(fields)}
        style={{ marginTop: 8 }}
        aria-label={t('identities.link')}
      >
        <p className="adm-muted">{t('identities.consent')}</p>
        <Form.Item
          name="username"
          label={t('identities.username')}
          rules={[{ required: true, whitespace: true, message: t('identities.usernamePlaceholder') }]}
        >
          <Input placeholder={t('identities.usernamePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('identities.password')} rules={[{ required: true, message: t('identities.passwordMissing') }]}>
          <Input.Password autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="link_password"
          label={t('identities.linkPassword')}
          rules={[{ required: true, message: t('identities.passwordMissing') }]}
        >
          <Input.Password autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit">{t('identities.link')}</Button>
      </Form>
    </section>
  );
}
