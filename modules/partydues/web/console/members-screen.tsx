import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { yuan } from '@quad/ledger-engine/shared/money';
import { QueryTable, SearchBox, serverPages, usePaging } from '@quad/platform/console/paged-table';
import type { TManagedMember } from '../../contract-manage';
import { MEMBER_CATEGORIES, type TMemberCategory } from '../../shared/rules';
import { useBranches, useMembers } from '../calls/manage';
import { ImportModal } from './import-modal';
import { MemberModal } from './member-modal';

/** 党员名册: the roll by branch, category, name or number; each member's monthly dues and the last month paid. */
export default function MembersScreen() {
  const { t } = useTranslation('partydues');
  const { paging, setPaging, keyword, search } = usePaging();
  const [branch, setBranch] = useState<string>();
  const [category, setCategory] = useState<TMemberCategory>();
  const members = useMembers({ ...paging, branch, category, keyword: keyword || undefined });
  const branches = useBranches();
  /** The member being edited, `{}` for a new one, null with the dialog closed. */
  const [editing, setEditing] = useState<TManagedMember | Record<string, never> | null>(null);
  const [importing, setImporting] = useState(false);
  const branchOptions = (branches.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }));
  return (
    <>
      <div className="adm-toolbar">
        <SearchBox label={t('console.members.search')} onSearch={search} />
        <Select
          allowClear
          placeholder={t('console.members.branch')}
          aria-label={t('console.members.branch')}
          style={{ width: 180 }}
          options={branchOptions}
          value={branch}
          onChange={(v: string | undefined) => {
            setBranch(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Select
          allowClear
          placeholder={t('console.members.category')}
          aria-label={t('console.members.category')}
          style={{ width: 120 }}
          options={MEMBER_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          value={category}
          onChange={(v: TMemberCategory | undefined) => {
            setCategory(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <span className="adm-toolbar__grow" />
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
          {t('console.import.open')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('console.members.add')}
        </Button>
      </div>
      <QueryTable<TManagedMember>
        result={members}
        rows={members.data?.list}
        rowKey="userId"
        emptyText={t('console.members.empty')}
        pagination={serverPages(paging, members.data?.total, (total) => t('console.members.total', { total }), setPaging)}
        columns={[
          { title: t('console.members.name'), dataIndex: 'name' },
          { title: t('console.members.number'), dataIndex: 'number' },
          { title: t('console.members.branch'), dataIndex: 'branchName' },
          { title: t('console.members.category'), dataIndex: 'category', render: (c: TMemberCategory) => t(`category.${c}`) },
          {
            title: t('console.members.income'),
            dataIndex: 'incomeFen',
            align: 'right',
            render: (fen: number, m) => (m.category === 'employed' || m.category === 'retired' ? yuan(fen) : '—'),
          },
          {
            title: t('console.members.monthly'),
            key: 'monthly',
            align: 'right',
            render: (_, m) => (
              <>
                {yuan(m.monthlyFen)} {m.overrideFen > 0 && <Tag>{t('console.members.handSet')}</Tag>}
              </>
            ),
          },
          { title: t('console.members.start'), dataIndex: 'startMonth' },
          { title: t('console.members.paidThrough'), dataIndex: 'paidThrough', render: (m: string) => m || '—' },
          {
            title: t('console.members.active'),
            dataIndex: 'active',
            render: (active: boolean) =>
              active ? <Tag color="green">{t('console.members.on')}</Tag> : <Tag>{t('console.members.off')}</Tag>,
          },
          {
            title: t('console.actions'),
            key: 'actions',
            render: (_, m) => (
              <Button type="link" size="small" onClick={() => setEditing(m)} aria-label={t('console.members.editOf', { name: m.name })}>
                {t('console.edit')}
              </Button>
            ),
          },
        ]}
      />
      <MemberModal member={editing} branches={branchOptions} onClose={() => setEditing(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
