import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { queryClient } from '@quad/web/shell/query-client';
import { fetchData } from '@quad/web/shell/request';
import { useCall } from '@quad/web/shell/console/use-call';
import { linkUserIdentity, listUserIdentities, unlinkUserIdentity } from '../../contract';

/**
 * 多重身份: the accounts that are this person's other identities (a student who is also a teaching
 * assistant), which they switch between in the personal centre without signing in again.
 */
export function IdentitiesPanel({ uid }: { uid: string }) {
  const { t } = useTranslation('admin');
  const call = useCall();
  const [username, setUsername] = useState('');
  const key = ['admin', 'identities', uid];
  const identities = useQuery({ queryKey: key, queryFn: () => fetchData(listUserIdentities, { uid }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const link = async () => {
    if (await call(linkUserIdentity, { uid, username: username.trim() }, { success: t('identities.linked') })) {
      setUsername('');
      await refresh();
    }
  };
  const items = identities.data?.items ?? [];
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
                    <Button key="unlink" type="link" size="small" onClick={() => void call(unlinkUserIdentity, { uid: item.uid }).then((ok) => ok && refresh())}>
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
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input placeholder={t('identities.usernamePlaceholder')} aria-label={t('identities.username')} value={username} onChange={(e) => setUsername(e.target.value)} onPressEnter={() => void link()} />
        <Button onClick={() => void link()} disabled={!username.trim()}>
          {t('identities.link')}
        </Button>
      </Space.Compact>
    </section>
  );
}
