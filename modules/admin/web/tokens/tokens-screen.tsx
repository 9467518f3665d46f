import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TServiceToken } from '@quad/contracts/tokens';
import { useTokens } from '../calls/list-tokens';
import { useRevokeToken } from '../calls/revoke-token';
import { IntroListCard } from '../console/intro-list-card';
import { CreateTokenModal } from './create-token-modal';
import { OnceModal, type TOnce } from './once-modal';

const STATUS_COLORS: Record<TServiceToken['status'], string> = { active: 'green', expired: 'default', revoked: 'red' };
const day = (s: number) => dayjs.unix(s).format('YYYY-MM-DD');
const minute = (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm');

/** 服务令牌: credentials for the school's own systems, each limited to some apps and modules. */
export default function TokensScreen() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const revokeToken = useRevokeToken();
  const tokens = useTokens();
  const [creating, setCreating] = useState(false);
  const [once, setOnce] = useState<TOnce | null>(null);

  const revoke = (token: TServiceToken) =>
    modal.confirm({
      title: t('token.revokeConfirm', { name: token.name }),
      content: t('token.revokeNote'),
      okText: t('token.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await revokeToken({ id: token.id }, { success: t('token.revoked') });
      },
    });

  const columns: ColumnsType<TServiceToken> = [
    { title: t('token.name'), dataIndex: 'name' },
    {
      title: t('token.grants'),
      dataIndex: 'grants',
      render: (grants: TServiceToken['grants']) =>
        Object.entries(grants).map(([app, { module }]) => <div key={app}>{`${app}: ${module.join(', ')}`}</div>),
    },
    { title: t('token.hint'), dataIndex: 'hint', render: (hint: string) => <code>…{hint}</code> },
    { title: t('token.expires'), dataIndex: 'expires', render: day },
    { title: t('token.createdBy'), key: 'by', render: (_, x) => `${x.created_by_name} · ${day(x.created)}` },
    {
      title: t('token.lastUsed'),
      key: 'used',
      render: (_, x) => (x.last_used ? `${minute(x.last_used)} · ${x.last_ip}` : <span className="adm-muted">{t('token.never')}</span>),
    },
    { title: t('token.uses'), dataIndex: 'uses', align: 'right' },
    {
      title: t('token.status'),
      dataIndex: 'status',
      render: (status: TServiceToken['status']) => <Tag color={STATUS_COLORS[status]}>{t(`tokenStatus.${status}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, x) =>
        x.status === 'active' && (
          <Button type="link" size="small" danger onClick={() => revoke(x)}>
            {t('token.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <IntroListCard<TServiceToken> strings="token" onCreate={() => setCreating(true)} result={tokens} columns={columns} />
      <CreateTokenModal
        open={creating}
        existing={tokens.data?.list ?? []}
        onClose={() => setCreating(false)}
        onCreated={(token, name) => {
          setOnce({ title: t('token.createdTitle', { name }), value: token, details: <p>{t('token.usage')}</p> });
        }}
      />
      <OnceModal once={once} onClose={() => setOnce(null)} />
    </>
  );
}
