import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { z } from 'zod';
import { IntroListCard } from '../console/intro-list-card';
import type { ZSiteRow } from '../../contract-sites';
import { useSites } from '../calls/list-sites';
import { useSetSiteStatus } from '../calls/set-site-status';
import { SecretModal, type TSecret } from '../console/secret-modal';
import { CreateSiteModal } from '../sites/create-site-modal';
import { siteAddress } from '../sites/site-address';

type TSite = z.infer<typeof ZSiteRow>;

/** 站点管理 (platform console): every site, a new one, suspend and resume. */
export default function SitesScreen() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const setSiteStatus = useSetSiteStatus();
  const sites = useSites();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<TSecret | null>(null);

  const changeStatus = (site: TSite) => {
    const next = site.status === 'active' ? 'suspended' : 'active';
    modal.confirm({
      title: t(next === 'suspended' ? 'site.suspendConfirm' : 'site.resumeConfirm', { name: site.name }),
      content: next === 'suspended' ? t('site.suspendNote') : undefined,
      okText: t(next === 'suspended' ? 'site.suspend' : 'site.resume'),
      okButtonProps: { danger: next === 'suspended' },
      cancelText: t('cancel'),
      onOk: async () => {
        await setSiteStatus({ id: site.id, status: next }, { success: t('saved') });
      },
    });
  };

  const columns: ColumnsType<TSite> = [
    { title: t('site.id'), dataIndex: 'id', render: (id: string) => <code>{id}</code> },
    {
      title: t('site.name'),
      key: 'name',
      render: (_, s) => (
        <a href={siteAddress(s)} target="_blank" rel="noreferrer">
          {s.name}
        </a>
      ),
    },
    {
      title: t('site.domains'),
      dataIndex: 'domains',
      render: (domains: string[]) => domains.join('、') || <span className="adm-muted">—</span>,
    },
    { title: t('site.basePath'), dataIndex: 'base_path' },
    { title: t('site.lang'), dataIndex: 'lang', render: (lang: TSite['lang']) => t(`lang.${lang}`) },
    { title: t('site.users'), dataIndex: 'users', align: 'right' },
    {
      title: t('site.status'),
      dataIndex: 'status',
      render: (status: TSite['status']) => <Tag color={status === 'active' ? 'green' : 'red'}>{t(`siteStatus.${status}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, s) => (
        <Button type="link" size="small" danger={s.status === 'active'} onClick={() => changeStatus(s)}>
          {t(s.status === 'active' ? 'site.suspend' : 'site.resume')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <IntroListCard<TSite> strings="site" onCreate={() => setCreating(true)} result={sites} columns={columns} />
      <CreateSiteModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created, name) =>
          setSecret({
            title: t('site.createdTitle', { name }),
            password: created.admin_password,
            details: (
              <Space vertical>
                <span>
                  {t('site.address')}
                  <a href={created.url} target="_blank" rel="noreferrer">
                    {created.url}
                  </a>
                </span>
                <span>{t('secret.account', { account: created.admin_username })}</span>
              </Space>
            ),
          })
        }
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
