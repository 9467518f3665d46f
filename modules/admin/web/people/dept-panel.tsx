import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tree, { type DataNode } from 'antd/es/tree';
import { useDepartments } from '../calls/list-departments';
import { useDeleteDepartment } from '../calls/delete-department';
import { EmptyState, QueryError } from '@quad/platform/console/query-states';
import { buildDeptTree, type TDepartment, type TDeptNode } from './dept-tree-data';
import { DeptModal, type TDeptDraft } from './dept-modal';

const toTreeData = (nodes: TDeptNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: (
      <span>
        {n.dept.name} <span className="adm-muted">{n.dept.members}</span>
      </span>
    ),
    children: toTreeData(n.children),
  }));

/** Departments and classes as a tree: picking one filters the people beside it. */
export function DeptPanel({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const deleteDepartment = useDeleteDepartment();
  const departments = useDepartments();
  const [q, setQ] = useState('');
  const found = useDepartments(q);
  const [draft, setDraft] = useState<TDeptDraft | null>(null);
  const items = departments.data?.list ?? [];
  // The tree shows every department, or those the search found (a class found without its department at the top).
  const listed = q ? found : departments;
  const shown = listed.data?.list ?? [];
  const current = items.find((d) => d.id === selected);

  const blank = (kind: TDepartment['kind']): TDeptDraft => ({
    kind,
    name: '',
    code: '',
    sort: 0,
    // A new class goes under the picked department (or the department of the picked class).
    parent_id: kind === 'class' && current ? (current.kind === 'department' ? current.id : current.parent_id) : '',
  });

  const remove = (dept: TDepartment) =>
    modal.confirm({
      title: t('dept.deleteConfirm', { name: dept.name }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        if (!(await deleteDepartment({ id: dept.id }, { success: t('deleted') }))) return;
        onSelect('');
      },
    });

  return (
    <Card
      title={t('dept.title')}
      size="small"
      extra={
        <Button size="small" type="link" onClick={() => setDraft(blank('department'))}>
          {t('dept.addDepartment')}
        </Button>
      }
    >
      <div className="adm-toolbar">
        <Button size="small" onClick={() => setDraft(blank('class'))} disabled={!current}>
          {t('dept.addClass')}
        </Button>
        <Button size="small" onClick={() => current && setDraft({ ...current })} disabled={!current}>
          {t('dept.rename')}
        </Button>
        <Button size="small" danger onClick={() => current && remove(current)} disabled={!current}>
          {t('delete')}
        </Button>
      </div>
      <Input.Search
        size="small"
        allowClear
        placeholder={t('dept.search')}
        aria-label={t('dept.search')}
        onSearch={(value) => setQ(value.trim())}
      />
      {listed.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : listed.isError ? (
        <QueryError error={listed.error} onRetry={() => void listed.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState text={t(q ? 'dept.notFound' : 'dept.empty')} />
      ) : (
        <Tree
          aria-label={t('dept.title')}
          blockNode
          defaultExpandAll
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(String(keys[0] ?? ''))}
          treeData={toTreeData(buildDeptTree(shown))}
        />
      )}
      <DeptModal draft={draft} departments={items} onClose={() => setDraft(null)} />
    </Card>
  );
}
