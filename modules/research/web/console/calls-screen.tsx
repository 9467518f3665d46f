import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { QueryTable, serverPages } from '@quad/platform/console/paged-table';
import type { TResearchCall } from '../../contract';
import { useCalls, useCloseCall } from '../calls/office';
import { CallDrawer, type TCallDraft } from './call-drawer';

/** 申报批次: every call, published, edited and closed here; a closed or past call takes no more declarations. */
export default function CallsScreen() {
  const { t } = useTranslation('research');
  const { modal } = App.useApp();
  const [filter, setFilter] = useState({ page: 1, size: 20, keyword: undefined as string | undefined });
  const [draft, setDraft] = useState<TCallDraft>(null);
  const calls = useCalls(filter);
  const close = useCloseCall(t('office.closed'));
  const today = new Date().toISOString().slice(0, 10);
  const ask = (call: TResearchCall) =>
    modal.confirm({ title: t('office.closeConfirm', { title: call.title }), okText: t('office.close'), cancelText: t('office.cancel'), onOk: () => close.mutateAsync({ id: call.id }) });
  return (
    <>
      <div className="adm-toolbar">
        <Input.Search allowClear placeholder={t('office.search')} onSearch={(keyword) => setFilter({ ...filter, page: 1, keyword: keyword.trim() || undefined })} style={{ width: 220 }} aria-label={t('office.search')} />
        <span className="adm-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({})}>
          {t('office.create')}
        </Button>
      </div>
      <QueryTable<TResearchCall>
        result={calls}
        rows={calls.data?.list}
        rowKey="id"
        columns={[
          { title: t('office.callTitle'), dataIndex: 'title' },
          { title: t('office.level'), dataIndex: 'level', render: (level: string) => t(`level.${level}`) },
          { title: t('office.deadline'), dataIndex: 'deadline' },
          { title: t('office.departments'), key: 'departments', render: (_, c) => (c.departments.length ? c.departments.map((d) => d.name).join('、') : t('calls.everyone')) },
          { title: t('office.declared'), dataIndex: 'declared' },
          {
            title: t('office.status'),
            key: 'status',
            render: (_, c) => (c.status === 'closed' ? <Tag>{t('office.statusClosed')}</Tag> : c.deadline < today ? <Tag>{t('office.statusPast')}</Tag> : <Tag color="green">{t('office.statusOpen')}</Tag>),
          },
          {
            title: t('office.actions'),
            key: 'actions',
            render: (_, c) => (
              <Space>
                <Button type="link" size="small" onClick={() => setDraft(c)} aria-label={t('office.editOf', { title: c.title })}>
                  {t('office.edit')}
                </Button>
                {c.status === 'open' && (
                  <Button type="link" size="small" danger onClick={() => ask(c)} aria-label={t('office.closeOf', { title: c.title })}>
                    {t('office.close')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        pagination={serverPages(filter, calls.data?.total, (total) => t('office.total', { count: total }), (p) => setFilter({ ...filter, ...p }))}
        emptyText={t('office.empty')}
      />
      <CallDrawer draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
